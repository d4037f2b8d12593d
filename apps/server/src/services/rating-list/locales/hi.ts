import type { Translations } from '@kingside/contract';

export default {
  '{count, plural, one {# player found} other {# players found}}': '{count, plural, one {# खिलाड़ी मिला} other {# खिलाड़ी मिले}}',
  'No rating list has been imported yet': 'अभी तक कोई रेटिंग सूची आयात नहीं की गई है',
  'Rating list of {date}': '{date} की रेटिंग सूची',
  'Send the list as multipart/form-data, in the field "file"': 'सूची को multipart/form-data के रूप में "file" फ़ील्ड में भेजें',
  'Send one list file, in the field "file"': '"file" फ़ील्ड में एक ही सूची फ़ाइल भेजें',
  '{field}: {problem}': '{field}: {problem}',
  'The file name must not contain a NUL character': 'फ़ाइल के नाम में NUL वर्ण नहीं होना चाहिए',
  'Choose the list file to upload (field "file")': 'अपलोड करने के लिए सूची फ़ाइल चुनें (फ़ील्ड "file")',
  'The import has started': 'आयात शुरू हो गया है',
  'No such import': 'ऐसा कोई आयात नहीं है',
  'The list is imported': 'सूची आयात हो गई है',
  'The import failed; the previous list is still in use': 'आयात विफल रहा; पिछली सूची अब भी उपयोग में है',
  Importing: 'आयात हो रहा है',
  'An import of the rating list is running already; wait for it to finish': 'रेटिंग सूची का एक आयात पहले से चल रहा है; उसके पूरा होने की प्रतीक्षा करें',
  'The tournament has finished; its players can no longer change': 'टूर्नामेंट समाप्त हो चुका है; इसके खिलाड़ी अब नहीं बदल सकते',
  'No FIDE rating list has been imported yet; an admin imports one under Admin → FIDE list':
    'अभी तक कोई FIDE रेटिंग सूची आयात नहीं की गई है; कोई एडमिन इसे प्रशासन → FIDE रेटिंग सूची में आयात करता है',
  'Every player matches the list of {date}; nothing changed': 'हर खिलाड़ी {date} की सूची से मेल खाता है; कुछ नहीं बदला',
  '{count, plural, one {# player updated from the list of {date}; pairing numbers recomputed} other {# players updated from the list of {date}; pairing numbers recomputed}}':
    '{count, plural, one {{date} की सूची से # खिलाड़ी अपडेट हुआ; जोड़ी क्रमांक फिर से निकाले गए} other {{date} की सूची से # खिलाड़ी अपडेट हुए; जोड़ी क्रमांक फिर से निकाले गए}}',
  '{count, plural, one {# player updated from the list of {date}} other {# players updated from the list of {date}}}':
    '{count, plural, one {{date} की सूची से # खिलाड़ी अपडेट हुआ} other {{date} की सूची से # खिलाड़ी अपडेट हुए}}',
  'Every player matches the list of {date}': 'हर खिलाड़ी {date} की सूची से मेल खाता है',
  '{count, plural, one {# player would change with the list of {date}} other {# players would change with the list of {date}}}':
    '{count, plural, one {{date} की सूची से # खिलाड़ी बदलेगा} other {{date} की सूची से # खिलाड़ी बदलेंगे}}',
  '{count, plural, one {# player not on the list (kept as entered)} other {# players not on the list (kept as entered)}}':
    '{count, plural, one {# खिलाड़ी सूची में नहीं (जैसा दर्ज था वैसा रखा गया)} other {# खिलाड़ी सूची में नहीं (जैसे दर्ज थे वैसे रखे गए)}}',
  '{first}; {rest}': '{first}; {rest}',
} satisfies Translations;
