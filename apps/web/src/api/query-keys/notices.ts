import { answerOf } from './endpoint-key.js';

export const noticeKeys = { choices: answerOf(['notices'], 'notices.choices') };
