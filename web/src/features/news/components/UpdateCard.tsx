import LinkedInIcon from '@mui/icons-material/LinkedIn';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useHydrating } from '../../../app/useHydrating';
import type { NewsPost } from '../newsApi';
import { formatPostDate, truncateContent } from '../newsFormat';
import { NewsBanner } from './NewsBanner';
import { PostImage } from './PostImage';

interface UpdateCardProps {
  post: NewsPost;
  /** The post's image URL, if it has one. */
  imageSrc?: string;
}

/**
 * One post: author and date, its square image (the banner where it has none or it fails), the
 * start of its text, and a link. The spec's post-image cards and update cards in one, so no image is
 * shown twice.
 */
export function UpdateCard({ post, imageSrc }: UpdateCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  // The prerender knows no visitor's time zone: its dates are UTC's, and so are those of the render
  // that adopts it; the next render gives the visitor's own.
  const date = formatPostDate(post.created, useHydrating() ? 'UTC' : undefined);
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {/* Who and when first, as a social post reads: on a phone the square image would
          otherwise push every word of the first post below the first screen. */}
      <CardContent sx={{ pb: 1.5 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {post.author}
        </Typography>
        <Typography component="time" dateTime={post.created} variant="body2" sx={{ color: 'text.secondary' }}>
          {date}
        </Typography>
      </CardContent>
      {imageSrc && !imageFailed ? (
        <PostImage src={imageSrc} alt={`Image from the ${post.author} post of ${date}`} onFail={() => setImageFailed(true)} />
      ) : (
        <NewsBanner />
      )}
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography component="div" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {truncateContent(post.content).map((line, index) => (
            <Typography key={index} variant="body2" sx={{ minHeight: '1.43em' }}>
              {line}
            </Typography>
          ))}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button href={post.postUrl} target="_blank" rel="noopener noreferrer" startIcon={<LinkedInIcon />} size="small">
          View on LinkedIn
        </Button>
      </CardActions>
    </Card>
  );
}
