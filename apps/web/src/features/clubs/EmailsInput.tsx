import { Select } from 'antd';

/** Email addresses typed one by one (Enter, a comma or a space ends one), for the clubs' invitations. */
export function EmailsInput({
  label,
  placeholder,
  ...field
}: {
  label: string;
  placeholder?: string;
  value?: string[];
  onChange?: (emails: string[]) => void;
}) {
  return <Select {...field} mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ' ']} placeholder={placeholder} aria-label={label} />;
}

/** The addresses as typed, without stray spaces or empty tags. */
export const typedEmails = (emails: string[]) => emails.map((email) => email.trim()).filter(Boolean);
