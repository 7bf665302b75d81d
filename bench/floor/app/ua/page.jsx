import { FloorPage } from '../../floor-page';

export const dynamic = 'force-static';

export default function UkrainianFloor() {
  return <FloorPage language="ua" />;
}
