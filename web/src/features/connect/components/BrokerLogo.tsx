import Avatar from '@mui/material/Avatar';

/**
 * Each simulated broker's colour (CONNECT.md's five), dark enough for white initials (WCAG AA);
 * an unknown id gets the last one. No images: the brokers are ours, their "logos" are their initials.
 */
const COLOURS: Record<string, string> = {
  northwind: '#1d4ed8',
  harborline: '#0f766e',
  meridian: '#7e22ce',
  'summit-ridge': '#b45309',
  tidewater: '#0e7490',
};
const FALLBACK = '#334155';

/** "Summit Ridge Capital" → "SR". */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');

/** A broker's logo: its initials on its colour. Decorative: the broker's name is always beside it. */
export function BrokerLogo({ broker, size = 40 }: { broker: { id: string; name: string }; size?: number }) {
  return (
    <Avatar
      aria-hidden
      variant="rounded"
      sx={{ bgcolor: COLOURS[broker.id] ?? FALLBACK, color: '#fff', width: size, height: size, fontSize: size * 0.4, fontWeight: 700 }}
    >
      {initialsOf(broker.name)}
    </Avatar>
  );
}
