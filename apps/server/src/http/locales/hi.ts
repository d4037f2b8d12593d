import type { Translations } from '@kingside/contract';

export default {
  'Bad request: {reason}': 'अमान्य अनुरोध: {reason}',
  'This API needs the application key in the X-App-Key header': 'इस API के लिए X-App-Key हेडर में एप्लिकेशन कुंजी चाहिए',
  '{part, select, body {The request body} query {The query} path {The path} headers {The headers} other {The request}} is missing or not an object':
    '{part, select, body {अनुरोध का बॉडी} query {क्वेरी} path {पाथ} headers {हेडर} other {अनुरोध}} मौजूद नहीं है या ऑब्जेक्ट नहीं है',
  '{field}: {problem}': '{field}: {problem}',
  'The request body is not valid JSON': 'अनुरोध का बॉडी मान्य JSON नहीं है',
  'The multipart form is malformed ({reason}); send it whole, as multipart/form-data with its boundary':
    'multipart फ़ॉर्म ठीक नहीं है ({reason}); इसे पूरा, boundary के साथ multipart/form-data के रूप में भेजें',
  '{reason}': '{reason}',
  "The server's disk is full, so nothing was saved; try again once its operator has freed space (or raised the quota) where it writes":
    'सर्वर की डिस्क भरी हुई है, इसलिए कुछ भी सहेजा नहीं गया; जब ऑपरेटर जगह खाली कर दे (या कोटा बढ़ा दे), तब फिर कोशिश करें',
  'Something went wrong on the server; please try again': 'सर्वर पर कुछ गड़बड़ हो गई; कृपया फिर कोशिश करें',
  'Please sign in first': 'कृपया पहले साइन इन करें',
  'Your session has ended; please sign in again': 'आपका सत्र समाप्त हो गया है; कृपया फिर से साइन इन करें',
  '{roles, select, admin {Only admins may do this} other {Only organisers and admins may do this}}':
    '{roles, select, admin {यह केवल एडमिन कर सकते हैं} other {यह केवल आयोजक और एडमिन कर सकते हैं}}',
  '{field}: Text must not contain a NUL character (\\u0000) or an unpaired surrogate (\\ud800–\\udfff)':
    '{field}: टेक्स्ट में NUL वर्ण (\\u0000) या बिना जोड़ी का सरोगेट (\\ud800–\\udfff) नहीं होना चाहिए',
  '{part, select, query {The query} other {The request body}} must not contain a NUL character (\\u0000) or an unpaired surrogate (\\ud800–\\udfff)':
    '{part, select, query {क्वेरी} other {अनुरोध के बॉडी}} में NUL वर्ण (\\u0000) या बिना जोड़ी का सरोगेट (\\ud800–\\udfff) नहीं होना चाहिए',
  'Nothing at {method} {path}': '{method} {path} पर कुछ नहीं है',
} satisfies Translations;
