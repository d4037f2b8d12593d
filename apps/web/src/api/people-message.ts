/** "deputyArbiters" → "deputy arbiter": a list's field read as one of its entries. */
function entryName(list: string): string {
  const words = list.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.endsWith('s') ? words.slice(0, -1) : words;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The API's way of saying how to confirm, for its callers; the app asks with a dialog of its own. */
const HOW_TO_CONFIRM = /; confirm it (twice )?to go ahead \(confirmation "confirmed(-twice)?"\)$/;

/**
 * The server's message as a person reads it. The API names the field it refuses for its callers ("name: Name is
 * required", "managers.1: Enter a valid email address", counted from 0); the form marks that field itself, so a
 * sentence of its own loses the prefix, an entry of a list is counted from 1 ("Manager 2: …"), and a message that
 * needs its field to make sense keeps it in words ("Logo: the file is not…"). The API's way to confirm is left out:
 * the app asks in a dialog.
 */
export function peopleMessage(message: string, field?: string): string {
  if (!field) return message;
  if (field === 'confirmation') return message.replace(HOW_TO_CONFIRM, '');
  if (!message.startsWith(`${field}: `)) return message;
  const rest = message.slice(field.length + 2);
  const entry = /^(.+)\.(\d+)(?:\.[^.]+)*$/.exec(field);
  if (entry) return `${capitalised(entryName(entry[1]))} ${Number(entry[2]) + 1}: ${rest}`;
  if (/^[A-Z]/.test(rest)) return rest;
  return `${capitalised(field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())}: ${rest}`;
}
