import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PageSpinner } from '../../../components/feedback/PageSpinner';
import { PageMeta } from '../../../components/seo/PageMeta';
import { PAGE_META } from '../../../config/pageMeta';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/product';
import { DevelopmentNotice } from '../components/DevelopmentNotice';
import { StayConnected } from '../components/StayConnected';
import { UpdateCard } from '../components/UpdateCard';
import { postImageUrl, useLinkedInPosts, type NewsPost } from '../newsApi';

export function NewsPage() {
  const { data, isLoading, isError, fulfilledTimeStamp } = useLinkedInPosts();
  const imageOf = (post: NewsPost) => (post.contentImage ? postImageUrl(post.contentImage, fulfilledTimeStamp) : undefined);

  return (
    <Container maxWidth="lg" sx={{ py: 8 }}>
      <PageMeta {...PAGE_META[paths.news]} />
      <Typography variant="h1">News</Typography>
      <Typography sx={{ mt: 2, mb: 5, color: 'text.secondary' }}>The latest updates from {PRODUCT_NAME} on LinkedIn.</Typography>

      {/* As tall as a screen while the posts load, so the footer does not show and then get
          pushed away when they arrive (a large layout shift on every first visit). */}
      {isLoading && (
        <Box sx={{ minHeight: '100vh' }}>
          <PageSpinner label="Loading posts" />
        </Box>
      )}
      {isError && !data && (
        <Alert severity="error">
          <AlertTitle>Error</AlertTitle>
          Failed to load posts. Please try again later.
        </Alert>
      )}
      {data?.isMock && <DevelopmentNotice authStatus={data.authStatus} message={data.message} />}
      {data && data.posts.length === 0 && <StayConnected />}
      {data && data.posts.length > 0 && (
        <section aria-labelledby="latest-updates">
          <Typography id="latest-updates" variant="h2" sx={{ mb: 3 }}>
            Latest Updates
          </Typography>
          <Grid container spacing={3}>
            {data.posts.map((post) => (
              <Grid key={post.id} size={{ xs: 12, sm: 6, md: 3 }}>
                <UpdateCard post={post} imageSrc={imageOf(post)} />
              </Grid>
            ))}
          </Grid>
        </section>
      )}
    </Container>
  );
}
