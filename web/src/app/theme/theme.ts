import { createTheme } from '@mui/material/styles';
import { inputAutofill } from './inputAutofill';
import { brand } from './palette';

export const theme = createTheme({
  palette: {
    primary: { main: brand.navy },
    secondary: { main: brand.teal, contrastText: brand.ink },
    success: { main: '#1b7f3b' },
    error: { main: '#c62828' },
    warning: { main: '#b26a00' },
    text: { primary: brand.ink },
    background: { default: '#ffffff', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.6rem', fontWeight: 800, lineHeight: 1.15 },
    h2: { fontSize: '2rem', fontWeight: 750 },
    h3: { fontSize: '1.5rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    ...inputAutofill,
  },
});
