import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AskableField, RegistrationState } from '@kingside/contract';

/** Where a registration stands, as the player and the organiser read it. */
export const stateNames: Record<RegistrationState, MessageDescriptor> = {
  registered: msg`Registered`,
  confirmed: msg`Confirmed by the organiser`,
  awaiting_approval: msg`Awaiting the organiser's approval`,
  waiting_list: msg`Waiting list`,
  awaiting_payment: msg`Awaiting payment`,
  withdrawn: msg`Withdrawn`,
  declined: msg`Declined`,
};

/** The details an organiser may ask registering players for. */
export const fieldNames: Record<AskableField, MessageDescriptor> = {
  fideId: msg`FIDE id`,
  title: msg`Title`,
  federation: msg`Federation`,
  sex: msg`Sex`,
  birthDate: msg`Birth date`,
  club: msg`Club`,
  nationalId: msg`National id`,
  phone: msg`Phone number`,
};
