import type { Translations } from '@kingside/contract';

export default {
  Files: 'फ़ाइलें',
  'Files uploaded': 'फ़ाइलें अपलोड हो गईं',
  'File not found': 'फ़ाइल नहीं मिली',
  'File deleted': 'फ़ाइल हटा दी गई',
  'attachments: a tournament keeps at most {count} attachments; delete one first': 'attachments: एक टूर्नामेंट में अधिकतम {count} संलग्नक रहते हैं; पहले एक हटाएँ',
  'attachments: send at least one file (logo, regulations or attachments)': 'attachments: कम से कम एक फ़ाइल भेजें (logo, regulations या attachments)',
  '{field}: the file is larger than {size} MB': '{field}: फ़ाइल {size} MB से बड़ी है',
  '{field}: the file is empty': '{field}: फ़ाइल खाली है',
  '{field}: SVG is not accepted (it can carry scripts); send a {label}': '{field}: SVG स्वीकार नहीं है (इसमें स्क्रिप्ट हो सकती हैं); {label} भेजें',
  '{field}: the file is a web page (HTML), which is not accepted (it can carry scripts); send a {label}':
    '{field}: फ़ाइल एक वेब पेज (HTML) है, जो स्वीकार नहीं है (इसमें स्क्रिप्ट हो सकती हैं); {label} भेजें',
  '{field}: the file is not a {label}': '{field}: फ़ाइल {label} नहीं है',
  '{field}: unknown file field; send files as {kinds}': '{field}: अज्ञात फ़ाइल फ़ील्ड; फ़ाइलें {kinds} के रूप में भेजें',
  '{field}: at most {count} files in one request': '{field}: एक अनुरोध में अधिकतम {count} फ़ाइलें',
  '{field}: at most {count} in one request': '{field}: एक अनुरोध में अधिकतम {count}',
  'PNG, JPEG or WebP image': 'PNG, JPEG या WebP चित्र',
  'PDF, PNG, JPEG or WebP': 'PDF, PNG, JPEG या WebP',
} satisfies Translations;
