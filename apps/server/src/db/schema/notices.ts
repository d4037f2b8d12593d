import { bigserial, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NoticeKind } from '@kingside/contract';
import { users } from './accounts.js';

// Mirrors migrations/0019_notices.sql.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const noticeChoices = pgTable('notice_choices', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mail: text('mail').array().$type<NoticeKind[]>().notNull().default([]),
  push: text('push').array().$type<NoticeKind[]>().notNull().default([]),
  updatedAt: at('updated_at').notNull(),
});

export const pushSubscriptions = pgTable('push_subscriptions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: at('created_at').notNull(),
});

export const vapidKeys = pgTable('vapid_keys', {
  id: smallint('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: at('created_at').notNull(),
});
