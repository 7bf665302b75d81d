import { getFormatter, getTranslations } from 'next-intl/server';
import { listContactMessages } from '@/lib/contact/data';
import { MessagesList, type MessageItem } from './messages-list.client';
import styles from '../dashboard.module.css';

export async function MessagesTab() {
  const [t, format, messages] = await Promise.all([
    getTranslations('Dashboard.messages'),
    getFormatter(),
    listContactMessages(),
  ]);
  const items: MessageItem[] = messages.map((message) => ({
    ...message,
    received: format.dateTime(new Date(message.createdAt), {
      dateStyle: 'medium',
      timeStyle: 'short',
    }),
  }));
  const unread = items.filter((item) => !item.read).length;
  return (
    <>
      <h1 className={styles.title}>{t('heading')}</h1>
      <p className={styles.intro}>{t('summary', { total: items.length, unread })}</p>
      <MessagesList messages={items} />
    </>
  );
}
