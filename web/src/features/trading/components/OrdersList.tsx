import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { serverMessage } from '../../../api/errors';
import { useToast } from '../../../components/feedback/useToast';
import { formatPrice, orderStatusColor } from '../format';
import { useCancelOrderMutation } from '../tradingApi';
import type { Order } from '../tradingTypes';
import { SectionCard } from './SectionCard';

export function OrdersList({ orders, loading, error }: { orders?: Order[]; loading: boolean; error: boolean }) {
  const toast = useToast();
  const [cancelOrder, { isLoading: canceling, originalArgs }] = useCancelOrderMutation();

  const cancel = async (id: string) => {
    try {
      await cancelOrder(id).unwrap();
      toast({ title: 'Order Canceled', description: 'Order has been canceled successfully', variant: 'success' });
    } catch (e) {
      toast({ title: 'Cancel Failed', description: serverMessage(e, 'Failed to cancel order'), variant: 'error' });
    }
  };

  return (
    <SectionCard title="Orders" loading={loading} error={error}>
      {!orders?.length ? (
        <Typography color="text.secondary">No orders</Typography>
      ) : (
        <List dense disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
          {orders.map((o) => (
            <ListItem key={o.id} divider>
              <ListItemText
                primary={`${o.symbol} ${o.side.toUpperCase()} ${o.quantity} ${o.orderType.toUpperCase()}${o.price !== null ? ` @ $${formatPrice(o.price)}` : ''}`}
                secondary={o.status === 'filled' && o.filledPrice !== null ? `Filled at $${formatPrice(o.filledPrice)}` : undefined}
              />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Chip size="small" label={o.status} color={orderStatusColor(o.status)} />
                {o.status === 'pending' && (
                  <Button
                    size="small"
                    color="error"
                    variant="outlined"
                    onClick={() => void cancel(o.id)}
                    disabled={canceling && originalArgs === o.id}
                    aria-label={`Cancel ${o.side} ${o.quantity} ${o.symbol}`}
                  >
                    Cancel
                  </Button>
                )}
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
