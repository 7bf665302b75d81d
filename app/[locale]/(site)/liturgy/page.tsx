import { sectionLandingPage } from '@/components/site/section-landing-page';

export const dynamic = 'force-static';
export const revalidate = 60;

const { generateMetadata, SectionPage } = sectionLandingPage('liturgy');
export { generateMetadata };
export default SectionPage;
