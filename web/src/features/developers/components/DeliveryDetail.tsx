import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { serverMessage } from '../../../api/errors';
import { formatWhen } from '../format';
import { useGetWebhookDeliveryQuery } from '../webhooksApi';

const preSx = { m: 0, p: 1, bgcolor: 'grey.100', borderRadius: 1, fontSize: '0.8rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** What a delivery sent: its body, and each attempt's request headers and answer. */
export function DeliveryDetail({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) {
  const { data, isLoading, error } = useGetWebhookDeliveryQuery({ endpointId, deliveryId });
  if (isLoading) return <CircularProgress size={20} aria-label="Loading the delivery" />;
  if (!data) return <Alert severity="error">Could not load the delivery. {serverMessage(error, 'Please try again.')}</Alert>;
  return (
    <Box sx={{ mt: 1 }} data-testid="delivery-detail">
      <Typography variant="caption">Payload</Typography>
      <Box component="pre" sx={preSx} aria-label="Payload">
        {JSON.stringify(data.payload, null, 2)}
      </Box>
      {data.attempts.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Not sent yet: the headers appear with the first attempt.
        </Typography>
      ) : (
        data.attempts.map((attempt, index) => (
          <Box key={attempt.attemptedAt + index} sx={{ mt: 1 }}>
            <Typography variant="caption">
              Attempt {index + 1}, {formatWhen(attempt.attemptedAt)}: {attempt.statusCode ?? attempt.error ?? 'no answer'} in {attempt.durationMs} ms
            </Typography>
            <Box component="pre" sx={preSx} aria-label={`Headers of attempt ${index + 1}`}>
              {attempt.requestHeaders
                ? Object.entries(attempt.requestHeaders)
                    .map(([name, value]) => `${name}: ${value}`)
                    .join('\n')
                : '(headers were not kept for this attempt)'}
            </Box>
            {attempt.responseExcerpt && (
              <Box component="pre" sx={preSx} aria-label={`Answer to attempt ${index + 1}`}>
                {attempt.responseExcerpt}
              </Box>
            )}
          </Box>
        ))
      )}
    </Box>
  );
}
