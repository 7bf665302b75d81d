import { BulletinsTab } from './bulletins/bulletins-tab';
import { EditTextTab } from './text/edit-text-tab';
import { PagesTab } from './pages/pages-tab';
import { AssetsTab } from './assets/assets-tab';
import { SettingsTab } from './settings/settings-tab';
import { ScheduleTab } from './schedule/schedule-tab';
import { AnnouncementsTab } from './announcements/announcements-tab';
import { EventsTab } from './events/events-tab';
import { SubscribersTab } from './subscribers/subscribers-tab';
import { SentTab } from './subscribers/sent-tab';
import { SignupsTab } from './signups-tab';
import { MessagesTab } from './messages/messages-tab';
import { UsersTab } from './users/users-tab';
import { BackupsTab } from './backups/backups-tab';
import { ActivityTab } from './activity/activity-tab';
import { AccountTab } from './account/account-tab';
import type { DashboardTab } from './tabs';

interface DashboardTabPanelProps {
  tab: DashboardTab;
  query: Record<string, string | string[] | undefined>;
  currentUserId: string;
}

/** Loads and renders only the chosen tab: each one reads its own data on the server. */
export function DashboardTabPanel({ tab, query, currentUserId }: DashboardTabPanelProps) {
  switch (tab) {
    case 'bulletins':
      return <BulletinsTab page={query.page} />;
    case 'text':
      return <EditTextTab />;
    case 'pages':
      return <PagesTab />;
    case 'assets':
      return <AssetsTab />;
    case 'settings':
      return <SettingsTab />;
    case 'schedule':
      return <ScheduleTab />;
    case 'announcements':
      return <AnnouncementsTab />;
    case 'subscribers':
      return <SubscribersTab search={query.search} currentUserId={currentUserId} />;
    case 'sent':
      return <SentTab />;
    case 'events':
      return <EventsTab />;
    case 'signups':
      return <SignupsTab />;
    case 'messages':
      return <MessagesTab />;
    case 'users':
      return <UsersTab currentUserId={currentUserId} />;
    case 'backups':
      return <BackupsTab />;
    case 'activity':
      return <ActivityTab page={query.page} />;
    case 'account':
      return <AccountTab userId={currentUserId} />;
  }
}
