import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { fieldErrors, serverMessage } from '../../../api/errors';
import { usePost } from '../../../api/usePost';
import { useToast } from '../../../components/feedback/useToast';
import { PRODUCT_NAME } from '../../../config/product';
import { sendContactOptions, type ContactRequest } from '../contactRequest';
import { EMPTY_CONTACT, MESSAGE_MAX, toRequest, type ContactField, type ContactValues } from './contactFields';

const FAILURE = 'Failed to send message. Please try again.';

/** The site's own contact form: nothing typed is lost when sending fails. */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [send, { isLoading }] = usePost<ContactRequest, { message: string }>('/contact', sendContactOptions);
  const toast = useToast();

  const change = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await send(toRequest(values));
    if ('error' in result) {
      setErrors(fieldErrors(result.error));
      const description = result.error.status === 429 ? serverMessage(result.error, FAILURE) : FAILURE;
      toast({ title: 'Error', description, variant: 'error' });
      return;
    }
    toast({ title: 'Message Sent!', description: `Thank you for contacting ${PRODUCT_NAME}. We'll be in touch shortly.`, variant: 'success' });
    setValues(EMPTY_CONTACT);
    setErrors({});
  };

  const field = (name: ContactField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      name={name}
      label={label}
      value={values[name]}
      onChange={change(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      fullWidth
      {...extra}
    />
  );

  return (
    <Stack component="form" onSubmit={(event) => void onSubmit(event)} spacing={2.5} aria-label="Contact form">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{field('firstName', 'First Name', { required: true, autoComplete: 'given-name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('lastName', 'Last Name', { required: true, autoComplete: 'family-name' })}</Grid>
      </Grid>
      {field('email', 'Email', { required: true, type: 'email', autoComplete: 'email' })}
      {field('company', 'Company Name', { autoComplete: 'organization' })}
      {field('message', 'Message', {
        required: true,
        multiline: true,
        // Fixed rows, resizable by hand: MUI's autosize (minRows) measured a hidden twin textarea
        // on mount, a forced layout of the page before its first paint (docs/decisions/contact-page-first-paint.md).
        rows: 6,
        helperText: errors.message ?? `${values.message.length}/${MESSAGE_MAX}`,
        slotProps: { htmlInput: { maxLength: MESSAGE_MAX, 'aria-describedby': 'contact-message-count' }, formHelperText: { id: 'contact-message-count' } },
        sx: { '& textarea': { minHeight: 150, resize: 'vertical' } },
      })}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isLoading}
        startIcon={isLoading ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ alignSelf: 'flex-start' }}
      >
        {isLoading ? 'Sending...' : 'Send Message'}
      </Button>
    </Stack>
  );
}
