import { telHref } from '@/lib/settings/address';

interface PhoneEmailEntriesProps {
  phone: string;
  email: string;
  labels: { phone: string; email: string };
}

/** The phone and email rows of a contact <dl> (footer, contact page); empty values are left out. */
export function PhoneEmailEntries({ phone, email, labels }: PhoneEmailEntriesProps) {
  return (
    <>
      {phone ? (
        <div>
          <dt>{labels.phone}</dt>
          <dd>
            <a href={telHref(phone)}>{phone}</a>
          </dd>
        </div>
      ) : null}
      {email ? (
        <div>
          <dt>{labels.email}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
      ) : null}
    </>
  );
}
