import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';

interface PostImageCardProps {
  src: string;
  alt: string;
}

/** A post's image, square and lazy-loaded, with a placeholder until it arrives; gone if it fails. */
export function PostImageCard({ src, alt }: PostImageCardProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  if (state === 'failed') return null;
  return (
    <Card variant="outlined" sx={{ position: 'relative', aspectRatio: '1 / 1', overflow: 'hidden' }}>
      {state === 'loading' && (
        <Skeleton
          data-testid="image-placeholder"
          variant="rectangular"
          animation="wave"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        />
      )}
      <Box
        component="img"
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          opacity: state === 'loaded' ? 1 : 0,
          transition: 'opacity 200ms',
        }}
      />
    </Card>
  );
}
