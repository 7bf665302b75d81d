import { HomePage, homeMetadata } from '@/components/home/home-page';

// Static: rendered on first request, then served from the page cache until the data changes.
export const dynamic = 'force-static';
export const revalidate = 60;

export const generateMetadata = homeMetadata;
export default HomePage;
