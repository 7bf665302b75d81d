import { editableRoute } from '@/components/pages/editable-route';

// Static: rendered on first request, then served from the page cache until content changes.
export const dynamic = 'force-static';
export const revalidate = 60;

const route = editableRoute('about-us');
export const generateMetadata = route.generateMetadata;
export default route.Page;
