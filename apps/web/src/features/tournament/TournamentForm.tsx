import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Col, Form, Input, InputNumber, Radio, Row, Select, Switch, Typography } from 'antd';
import { useRef } from 'react';
import {
  accelerations,
  FIDE_ID_MAX,
  initialOrders,
  LOCALE_NAMES,
  LOCALES,
  isSwissSystem,
  isTeamSystem,
  RATING_METHOD_LABELS,
  RATING_METHODS,
  ROUNDS_MAX,
  ratingTypes,
  SHARED_PLACES_LABEL,
  tournamentSystems,
  UNRATED_RATING_METHOD_LABELS,
  UNRATED_RATING_METHODS,
  type TournamentSystem,
} from '@kingside/contract';
import { useClubMemberships } from '../../api/clubs.js';
import { showFieldError } from '../auth/fieldErrors.js';
import { FileFields, type FileFieldValues } from '../files/FileFields.js';
import { chosenFiles, type ChosenFiles } from '../files/files.js';
import { tiebreaksAfterSystemChange, type TournamentFormValues } from './form.js';
import { TeamFields } from './TeamFields.js';
import { RATING_TYPE_LABELS } from './ratingLabels.js';
import { SYSTEM_LABELS } from './systemLabels.js';
import { TiebreakList } from './TiebreakList.js';
import { sayContract } from '../../features/languages/sayContract.js';

const FIELDS = [
  'name',
  'system',
  'rounds',
  'startDate',
  'endDate',
  'venue',
  'city',
  'federation',
  'timeControl',
  'ratingType',
  'ratingMethod',
  'unratedRatingMethod',
  'unratedRating',
  'pabPoints',
  'acceleration',
  'tiebreaks',
  'sharedPlaces',
  'chiefArbiter',
  'deputyArbiters',
  'chiefArbiterFideId',
  'deputyArbiterFideIds',
  'entryFee',
  'initialColour',
  'initialOrder',
  'boards',
  'matchWin',
  'lineupDeadlineMinutes',
  'enable_registration',
  'is_club_membership',
  'clubId',
  'create_brochure',
  'is_brochure',
  'language',
  'logo',
  'regulations',
  'attachments',
] as const;

/** The server names the team scoring as one field; the form shows it as the match points, where a refusal usually lies. */
const formFieldOf = (field: string) => (field.startsWith('teamScoring') ? 'matchWin' : field);

const INITIAL_ORDER_LABELS: Record<(typeof initialOrders)[number], MessageDescriptor> = {
  name: msg`Alphabetical (by name)`,
  'fide-id': msg`FIDE id (lower first)`,
  registration: msg`Order of registration`,
  lots: msg`Drawing of lots`,
};

const ACCELERATION_LABELS: Record<(typeof accelerations)[number], MessageDescriptor> = {
  none: msg({ message: 'None', context: 'acceleration' }),
  baku: msg`Baku (FIDE C.04.5.1)`,
};

export interface TournamentFormProps {
  initialValues: TournamentFormValues;
  submitLabel: string;
  saving: boolean;
  /** The fields, and the files picked in the upload fields (sent with them). */
  onSave: (values: TournamentFormValues, files: ChosenFiles) => Promise<unknown>;
  /** Some rules are fixed once round 1 is paired (system, acceleration, initial colour). */
  started?: boolean;
  /** Out of FIDE mode the acceleration may still change after round 1 (in FIDE mode that is refused: level 5). */
  fideMode?: boolean;
  /** The tournament being edited: its id seeds a drawing of lots for pairing numbers. */
  tournamentId?: string;
}

/** Every field of a tournament, for creating one and for editing it. */
export function TournamentForm({ initialValues, submitLabel, saving, onSave, started = false, fideMode = true, tournamentId }: TournamentFormProps) {
  const { t } = useLingui();
  const [form] = Form.useForm<TournamentFormValues & FileFieldValues>();
  const system = Form.useWatch('system', form) ?? initialValues.system;
  const clubMembership = Form.useWatch('is_club_membership', form) ?? initialValues.is_club_membership;
  const clubs = useClubMemberships(clubMembership);
  const previousSystem = useRef<TournamentSystem>(initialValues.system);
  const swiss = isSwissSystem(system);
  const team = isTeamSystem(system);
  const unratedMethod = Form.useWatch('unratedRatingMethod', form) ?? initialValues.unratedRatingMethod;
  const initialOrder = Form.useWatch('initialOrder', form) ?? initialValues.initialOrder;
  const deputyNames: string[] = Form.useWatch('deputyArbiters', form) ?? initialValues.deputyArbiters;

  return (
    <Form<TournamentFormValues & FileFieldValues>
      form={form}
      name="tournament"
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      scrollToFirstError
      onValuesChange={(changed: Partial<TournamentFormValues>) => {
        if (changed.system && changed.system !== previousSystem.current) {
          form.setFieldValue(
            'tiebreaks',
            tiebreaksAfterSystemChange((form.getFieldValue('tiebreaks') as string[] | undefined) ?? [], previousSystem.current, changed.system),
          );
          previousSystem.current = changed.system;
        }
      }}
      onFinish={(values) => onSave(values, chosenFiles(values)).catch((error: unknown) => showFieldError(form, error, FIELDS, formFieldOf))}
    >
      <Card title={t`Event`} size="small" style={{ marginBottom: 16 }}>
        <Form.Item label={t({ message: 'Name', context: 'tournament' })} name="name">
          <Input size="large" maxLength={200} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t`Start date`} name="startDate">
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t`End date`} name="endDate">
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t`Venue`} name="venue">
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={16} md={8}>
            <Form.Item label={t`City`} name="city">
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={8} md={4}>
            <Form.Item label={t`Federation`} name="federation">
              <Input maxLength={3} placeholder="ENG" style={{ textTransform: 'uppercase' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t`Time control`} name="timeControl">
              <Input maxLength={100} placeholder={t`90 min + 30 s per move`} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t`Entry fee`} name="entryFee">
              <InputNumber min={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title={t`Pairing`} size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t`System`} name="system" extra={started ? t`Fixed once round 1 is paired.` : undefined}>
              <Select disabled={started} options={tournamentSystems.map((s) => ({ value: s, label: t(SYSTEM_LABELS[s]) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t`Rounds`} name="rounds" extra={swiss ? undefined : t`Leave blank: a round robin has as many rounds as its players need.`}>
              <InputNumber min={1} max={ROUNDS_MAX} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t`Rating used`} name="ratingType">
              <Radio.Group optionType="button" options={ratingTypes.map((r) => ({ value: r, label: t(RATING_TYPE_LABELS[r]) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={t`Rating method`}
              name="ratingMethod"
              tooltip={t`The tournament rating: it orders the players for their pairing numbers, shows beside their names and feeds ARO, TPR and the other rating tie-breaks.`}
            >
              <Select options={RATING_METHODS.map((m) => ({ value: m, label: sayContract(RATING_METHOD_LABELS[m]) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t`Colour of the top seed in round 1`} name="initialColour">
              <Radio.Group
                optionType="button"
                disabled={started}
                options={[
                  { value: '', label: t`By lot` },
                  { value: 'w', label: t({ message: 'White', context: 'chess colour' }) },
                  { value: 'b', label: t({ message: 'Black', context: 'chess colour' }) },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={t`Pairing numbers: after rating and title, order by`}
              name="initialOrder"
              extra={
                initialOrder === 'lots'
                  ? tournamentId
                    ? t`Lots drawn with seed ${tournamentId} (this tournament's id): the same seed draws the same lots.`
                    : t`Lots are drawn with this tournament's id as the seed, shown here once it is created.`
                  : started
                    ? t`Round 1 is paired: a change renumbers the players and asks for confirmation.`
                    : undefined
              }
            >
              <Select options={initialOrders.map((o) => ({ value: o, label: t(INITIAL_ORDER_LABELS[o]) }))} />
            </Form.Item>
          </Col>
          {system === 'dutch' && (
            <Col xs={24} md={12}>
              <Form.Item
                label={t`Acceleration`}
                name="acceleration"
                extra={started && !fideMode ? t`Out of FIDE mode: a change applies from the next round paired.` : t`Chosen before round 1 is paired.`}
              >
                <Select disabled={started && fideMode} options={accelerations.map((a) => ({ value: a, label: t(ACCELERATION_LABELS[a]) }))} />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Card>

      {team && <TeamFields started={started} />}

      <Card title={t`Scoring and tie-breaks`} size="small" style={{ marginBottom: 16 }}>
        {team && (
          <Typography.Paragraph type="secondary">
            <Trans>Game points of each board:</Trans>
          </Typography.Paragraph>
        )}
        <Row gutter={16}>
          <Col xs={8} md={6}>
            <Form.Item label={t`Win`} name="win">
              <InputNumber min={0} max={10} step={0.5} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={8} md={6}>
            <Form.Item label={t`Draw`} name="draw">
              <InputNumber min={0} max={10} step={0.5} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={8} md={6}>
            <Form.Item label={t`Loss`} name="loss">
              <InputNumber min={0} max={10} step={0.5} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {!team && (
            <Col xs={24} md={6}>
              <Form.Item label={t`Pairing-allocated bye`} name="pabPoints">
                <InputNumber min={0} max={10} step={0.5} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Form.Item
          label={team ? t`Team tie-breaks, in order` : t`Tie-breaks, in order`}
          name="tiebreaks"
          extra={
            team
              ? t`Defaults follow FIDE C.07 for team events: the other score first, then the matches among the teams still tied.`
              : t`Defaults follow FIDE's recommendation for the system.`
          }
        >
          <TiebreakList team={team} />
        </Form.Item>
        <Form.Item label={sayContract(SHARED_PLACES_LABEL)} name="sharedPlaces" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <Form.Item label={t`Unrated players in rating tie-breaks`} name="unratedRatingMethod">
              <Select options={UNRATED_RATING_METHODS.map((m) => ({ value: m, label: sayContract(UNRATED_RATING_METHOD_LABELS[m]) }))} />
            </Form.Item>
          </Col>
          {unratedMethod === 'fixed' && (
            <Col xs={24} md={8}>
              <Form.Item label={t`Rating of unrated players`} name="unratedRating">
                <InputNumber min={1} max={3500} inputMode="numeric" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Card>

      <Card title={t`Arbiters`} size="small" style={{ marginBottom: 16 }}>
        <Form.Item label={t`Chief arbiter`} name="chiefArbiter">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label={t`Chief arbiter's FIDE id`} name="chiefArbiterFideId" extra={t`Written beside the name in the TRF report.`}>
          <InputNumber min={1} max={FIDE_ID_MAX} inputMode="numeric" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t`Deputy arbiters`} name="deputyArbiters" extra={t`Type a name and press Enter.`}>
          <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',']} aria-label={t`Deputy arbiters`} />
        </Form.Item>
        {deputyNames.map((name, i) => (
          <Form.Item key={`${i}-${name}`} label={t`FIDE id of ${name}`} name={['deputyArbiterFideIds', i]}>
            <InputNumber min={1} max={FIDE_ID_MAX} inputMode="numeric" style={{ width: '100%' }} />
          </Form.Item>
        ))}
      </Card>

      <Card title={t`Registration and publicity`} size="small" style={{ marginBottom: 16 }}>
        <Form.Item
          label={t`Language of the tournament`}
          name="language"
          extra={t`Its notices reach players who chose no language in it, and the organiser may print the sheets for the hall in it.`}
        >
          <Select options={LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))} />
        </Form.Item>
        <Form.Item label={t`Players may register themselves`} name="enable_registration" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label={t`Club membership tournament`} name="is_club_membership" valuePropName="checked">
          <Switch />
        </Form.Item>
        {clubMembership && (
          <Form.Item label={t`Club`} name="clubId" extra={clubs.data?.length === 0 ? t`You manage no club yet: create one under Create club.` : undefined}>
            <Select loading={clubs.isPending} allowClear options={(clubs.data ?? []).map((club) => ({ value: club.id, label: club.name }))} />
          </Form.Item>
        )}
        <Form.Item label={t`Make a brochure after saving`} name="create_brochure" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label={t`Publish the brochure`} name="is_brochure" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Card>

      <Card title={t`Logo and documents`} size="small" style={{ marginBottom: 16 }}>
        <FileFields />
      </Card>

      <Typography.Paragraph type="secondary">
        <Trans>Only the name is required; everything else can be set later.</Trans>
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" size="large" loading={saving} block>
        {submitLabel}
      </Button>
    </Form>
  );
}
