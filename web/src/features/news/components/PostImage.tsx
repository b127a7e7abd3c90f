import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';

interface PostImageProps {
  src: string;
  alt: string;
  /** The image could not be loaded: the card shows its banner instead. */
  onFail: () => void;
}

/**
 * A post's image, square and lazy-loaded, over a placeholder until it arrives. The image shows as
 * soon as the browser has it, without waiting for the script: the page arrives prerendered with its
 * posts, and an image that waited for React would be the page's largest paint, seconds late.
 */
export function PostImage({ src, alt, onFail }: PostImageProps) {
  const [loaded, setLoaded] = useState(false);
  // In prerendered markup the image may have arrived (or failed) before React adopted it, and its
  // load or error event went by unheard: read where it stands when React attaches to it.
  const attach = (element: HTMLImageElement | null) => {
    if (loaded || !element?.complete) return;
    if (element.naturalWidth > 0) setLoaded(true);
    else onFail();
  };
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
        ref={attach}
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        onLoad={() => setLoaded(true)}
        onError={onFail}
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}
