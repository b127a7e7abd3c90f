import Box from '@mui/material/Box';
import { PRODUCT_NAME } from '../../config/product';

/**
 * The BrokerBridge mark and word, drawn inline so it never waits for a request. `markOnlyOnPhone`
 * drops the word below the sm breakpoint, for a header that needs the room.
 */
export function Logo({ height = 32, inverted = false, markOnlyOnPhone = false }: { height?: number; inverted?: boolean; markOnlyOnPhone?: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 64 64" sx={{ height, width: height }} aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#00478f'} />
        <path d="M14 40c6-14 30-14 36 0" fill="none" stroke="#4ECDC4" strokeWidth="6" strokeLinecap="round" />
        <path d="M10 44h44" stroke={inverted ? '#00478f' : '#ffffff'} strokeWidth="5" strokeLinecap="round" />
      </Box>
      <Box
        component="span"
        sx={{
          display: markOnlyOnPhone ? { xs: 'none', sm: 'inline' } : undefined,
          fontWeight: 800,
          fontSize: height * 0.6,
          color: inverted ? '#fff' : 'primary.main',
          letterSpacing: '-0.01em',
        }}
      >
        {PRODUCT_NAME}
      </Box>
    </Box>
  );
}
