// What the app's setup takes from the news: the posts answer, which the news page's prerender is drawn with.
export { NewsFeedService } from './news-feed.service';
