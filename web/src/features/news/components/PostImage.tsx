import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';

interface PostImageProps {
  src: string;
  alt: string;
  /** The image could not be loaded: the card shows its banner instead. */
  onFail: () => void;
}

/** A post's image, square and lazy-loaded, with a placeholder until it arrives. */
export function PostImage({ src, alt, onFail }: PostImageProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <Box sx={{ position: 'relative', aspectRatio: '1 / 1', overflow: 'hidden' }}>
      {!loaded && (
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
        onLoad={() => setLoaded(true)}
        onError={onFail}
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', opacity: loaded ? 1 : 0, transition: 'opacity 200ms' }}
      />
    </Box>
  );
}
