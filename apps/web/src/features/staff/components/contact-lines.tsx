import { formatPhone } from '@soccer/contracts';

/** A person's name, phone (formatted per spec §5) and e-mail, each on its own line, as text. */
export function ContactLines({ name, phone, email }: { name: string; phone?: string; email?: string }) {
  return (
    <div className="break-anywhere">
      <div className="fw-semibold">{name}</div>
      {phone ? (
        <div className="text-nowrap">
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{formatPhone(phone)}</a>
        </div>
      ) : null}
      {email ? (
        <div>
          <a href={`mailto:${encodeURIComponent(email)}`}>{email}</a>
        </div>
      ) : null}
    </div>
  );
}
