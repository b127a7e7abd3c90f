import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { serverMessage } from '../../../api/errors';
import { useToast } from '../../../components/feedback/useToast';
import { formatUsd, rejectionMessage } from '../format';
import { useGetLivePricesQuery, usePlaceOrderMutation } from '../tradingApi';
import { SYMBOLS, type OrderSide, type OrderType, type TradingSymbol } from '../tradingTypes';
import { SectionCard } from './SectionCard';

/** Place Order: AAPL / buy / market by default; the price shows only for limit orders. */
export function OrderForm() {
  const toast = useToast();
  const [placeOrder, { isLoading }] = usePlaceOrderMutation();
  const { data: prices } = useGetLivePricesQuery();
  const [symbol, setSymbol] = useState<TradingSymbol>('AAPL');
  const [side, setSide] = useState<OrderSide>('buy');
  const [orderType, setOrderType] = useState<OrderType>('market');
  const [quantity, setQuantity] = useState('');
  const [price, setPrice] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const qty = Number.parseInt(quantity, 10);
    const limit = Number.parseFloat(price);
    if (!quantity || Number.isNaN(qty) || (orderType === 'limit' && (!price || Number.isNaN(limit)))) {
      toast({ title: 'Invalid Order', description: 'Please fill in all required fields', variant: 'error' });
      return;
    }
    try {
      const order = await placeOrder({ symbol, side, orderType, quantity: qty, price: orderType === 'limit' ? limit : undefined, timeInForce: 'day' }).unwrap();
      if (order.status === 'rejected') {
        toast({ title: 'Order Failed', description: rejectionMessage(order), variant: 'error' });
        return;
      }
      toast({ title: 'Order Placed', description: 'Your order has been submitted successfully', variant: 'success' });
      setQuantity('');
      setPrice('');
    } catch (error) {
      toast({ title: 'Order Failed', description: serverMessage(error, 'Failed to place order'), variant: 'error' });
    }
  };

  return (
    <SectionCard title="Place Order">
      <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate aria-label="Place order">
        <TextField
          select
          label="Symbol"
          value={symbol}
          onChange={(e) => setSymbol(e.target.value as TradingSymbol)}
          helperText={prices?.[symbol] === undefined ? 'Current price: waiting for the market…' : `Current price: ${formatUsd(prices[symbol])}`}
        >
          {SYMBOLS.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Side" value={side} onChange={(e) => setSide(e.target.value as OrderSide)}>
          <MenuItem value="buy">Buy</MenuItem>
          <MenuItem value="sell">Sell</MenuItem>
        </TextField>
        <TextField select label="Order Type" value={orderType} onChange={(e) => setOrderType(e.target.value as OrderType)}>
          <MenuItem value="market">Market</MenuItem>
          <MenuItem value="limit">Limit</MenuItem>
        </TextField>
        <TextField
          label="Quantity"
          type="number"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
        />
        {orderType === 'limit' && (
          <TextField
            label="Price"
            type="number"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            slotProps={{ htmlInput: { min: 0.01, step: 0.01 } }}
          />
        )}
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Placing Order...' : 'Place Order'}
        </Button>
      </Stack>
    </SectionCard>
  );
}
