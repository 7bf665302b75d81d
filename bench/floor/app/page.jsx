import { FloorPage } from '../floor-page';

// Rendered once at build time, as a bare Next page is.
export const dynamic = 'force-static';

export default function EnglishFloor() {
  return <FloorPage language="en" />;
}
