import styles from '../dashboard.module.css';

export interface MailingPreviewData {
  subject: string;
  html: string;
  text: string;
}

/**
 * The message as the sender writes it (POST /api/mailings/preview). The HTML is shown in an
 * iframe's srcdoc, sandboxed without allow-scripts: no script in it runs and no form posts,
 * whatever the text holds. (allow-same-origin alone is harmless without scripts, and lets
 * assistive tools and the axe check read the frame like the page around it.)
 */
export function MailingPreview(props: {
  preview: MailingPreviewData;
  labels: { heading: string; subject: string; frame: string; text: string };
}) {
  const { preview, labels } = props;
  return (
    <section className={styles.panel} aria-label={labels.heading}>
      <h3>{labels.heading}</h3>
      <p>
        <strong>{labels.subject}:</strong> {preview.subject}
      </p>
      <iframe
        title={labels.frame}
        sandbox="allow-same-origin"
        srcDoc={preview.html}
        style={{ width: '100%', height: '28rem', border: '1px solid #d1d5db', background: '#fff' }}
      />
      <details>
        <summary>{labels.text}</summary>
        <pre style={{ whiteSpace: 'pre-wrap' }}>{preview.text}</pre>
      </details>
    </section>
  );
}
