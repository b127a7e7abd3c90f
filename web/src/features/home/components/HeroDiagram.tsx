import Box from '@mui/material/Box';
import { brand } from '../../../app/theme/palette';
import { PRODUCT_NAME } from '../../../config/product';

const APPS = ['Investor app', 'Robo-advisor', 'Trading bot'];
const BROKERS = ['Broker A', 'Broker B', 'Broker C'];

/** Apps on the left, brokers on the right, one API in the middle: drawn inline, so no image request. */
export function HeroDiagram() {
  const rowY = (i: number) => 60 + i * 100;
  return (
    <Box
      component="svg"
      viewBox="0 0 480 320"
      role="img"
      aria-label={`Investor apps connect through ${PRODUCT_NAME} to many brokers`}
      sx={{ width: '100%', height: 'auto', maxWidth: 520, display: 'block', mx: 'auto' }}
    >
      {APPS.map((label, i) => (
        <g key={label}>
          <path d={`M128 ${rowY(i)} C 170 ${rowY(i)}, 170 160, 196 160`} fill="none" stroke={brand.blue} strokeWidth="3" strokeDasharray="6 6" />
          <rect x="8" y={rowY(i) - 22} width="120" height="44" rx="10" fill={brand.mist} stroke={brand.blue} strokeWidth="2" />
          <text x="68" y={rowY(i) + 5} textAnchor="middle" fontSize="14" fontWeight="600" fill={brand.ink}>
            {label}
          </text>
        </g>
      ))}
      {BROKERS.map((label, i) => (
        <g key={label}>
          <path d={`M284 160 C 310 160, 310 ${rowY(i)}, 352 ${rowY(i)}`} fill="none" stroke={brand.teal} strokeWidth="3" />
          <rect x="352" y={rowY(i) - 22} width="120" height="44" rx="10" fill="#ffffff" stroke={brand.navy} strokeWidth="2" />
          <text x="412" y={rowY(i) + 5} textAnchor="middle" fontSize="14" fontWeight="600" fill={brand.navy}>
            {label}
          </text>
        </g>
      ))}
      <rect x="196" y="110" width="88" height="100" rx="18" fill={brand.navy} />
      <path d="M214 172c8-20 44-20 52 0" fill="none" stroke={brand.teal} strokeWidth="6" strokeLinecap="round" />
      <path d="M210 180h60" stroke="#ffffff" strokeWidth="5" strokeLinecap="round" />
      <text x="240" y="140" textAnchor="middle" fontSize="13" fontWeight="700" fill="#ffffff">
        One API
      </text>
    </Box>
  );
}
