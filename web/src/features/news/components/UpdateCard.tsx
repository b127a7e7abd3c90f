import LinkedInIcon from '@mui/icons-material/LinkedIn';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { NewsPost } from '../newsApi';
import { formatPostDate, truncateContent } from '../newsFormat';
import { NewsBanner } from './NewsBanner';

interface UpdateCardProps {
  post: NewsPost;
  /** The post's image URL, if it has one. */
  imageSrc?: string;
}

/** One post in full: its image (or the banner), author, date, the start of its text, and a link. */
export function UpdateCard({ post, imageSrc }: UpdateCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const date = formatPostDate(post.created);
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {imageSrc && !imageFailed ? (
        <CardMedia component="img" image={imageSrc} alt="" loading="lazy" onError={() => setImageFailed(true)} sx={{ height: 160, objectFit: 'cover' }} />
      ) : (
        <NewsBanner />
      )}
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {post.author}
        </Typography>
        <Typography component="time" dateTime={post.created} variant="body2" sx={{ color: 'text.secondary' }}>
          {date}
        </Typography>
        <Typography component="div" variant="body2" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
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
