import { ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  currencies,
  formatMoney,
  prizeSharings,
  teamPrizeFields,
  type Currency,
  type PrizeSharing,
  type PrizeStructure,
  type TournamentDetails,
} from '@kingside/contract';
import { usePrizeCatalogue, useComputeWinners, useSavePrizeStructure } from '../../api/prizes.js';
import { useToasts } from '../notify/useToasts.js';
import { BoardPrizeFields } from './BoardPrizeFields.js';
import { ConditionsEditor } from './ConditionsEditor.js';
import {
  categoryFromCatalogue,
  describeConditions,
  editorProblems,
  editorStateOf,
  moveUpIn,
  placesTotal,
  saveToast,
  sharingLabels,
  structureBody,
  toMinor,
  type EditorCategory,
  type EditorState,
} from './prizes.js';

/**
 * The prize structure: categories picked from the catalogue (or custom), each with its places' amounts in
 * rupees, the currency and how tied players are paid. One prize per player, the most valuable first.
 */
export function StructureEditor({ tournament, structure }: { tournament: TournamentDetails; structure: PrizeStructure }) {
  const { t } = useLingui();
  const catalogue = usePrizeCatalogue(tournament.id);
  const save = useSavePrizeStructure(tournament.id);
  const compute = useComputeWinners(tournament.id);
  const toasts = useToasts();
  const [state, setState] = useState<EditorState>(() => editorStateOf(structure));
  const problems = editorProblems(state);
  const finished = tournament.state === 'finished';

  const change = (index: number, next: Partial<EditorCategory>) =>
    setState((s) => ({ ...s, categories: s.categories.map((c, i) => (i === index ? { ...c, ...next } : c)) }));
  const remove = (index: number) => setState((s) => ({ ...s, categories: s.categories.filter((_, i) => i !== index) }));
  // The order decides between prizes of equal value: the higher category's is awarded first.
  const moveUp = (index: number) => setState((s) => ({ ...s, categories: moveUpIn(s.categories, index) }));
  const add = (id: string) => {
    const entry = catalogue.data?.categories.find((c) => c.id === id);
    if (entry) setState((s) => ({ ...s, categories: [...s.categories, categoryFromCatalogue(entry, s.categories)] }));
  };

  const submit = async (noAlert: boolean) => {
    const answer = await save.mutateAsync(structureBody(tournament.id, state, noAlert));
    const toast = saveToast(noAlert, answer.message);
    if (toast) toasts.success(toast);
  };
  const saveOnly = () => submit(false).catch((error: unknown) => toasts.error(error));
  // The winners' own toast says what happened; the save before it stays quiet (noAlert).
  const saveAndCompute = () =>
    submit(true)
      .then(() => compute.mutateAsync())
      .then((answer) => toasts.success(answer.message))
      .catch((error: unknown) => toasts.error(error));

  const total = state.categories.reduce((sum, c) => sum + placesTotal(c), 0);
  const totalAmount = formatMoney(toMinor(total), state.currency);
  return (
    <Flex vertical gap={12}>
      <Flex gap={16} wrap align="center">
        <Space>
          <Typography.Text>
            <Trans>Currency</Trans>
          </Typography.Text>
          <Select<Currency>
            aria-label={t`Currency`}
            value={state.currency}
            style={{ width: 96 }}
            options={currencies.map((c) => ({ value: c, label: c }))}
            onChange={(currency) => setState((s) => ({ ...s, currency }))}
          />
        </Space>
        <Radio.Group
          aria-label={t`Tied players`}
          value={state.sharing}
          optionType="button"
          onChange={(event) => setState((s) => ({ ...s, sharing: event.target.value as PrizeSharing }))}
          options={prizeSharings.map((value) => ({ value, label: t(sharingLabels[value].title) }))}
        />
      </Flex>
      <Typography.Text type="secondary">
        {t(sharingLabels[state.sharing].help)}{' '}
        {tournament.boards !== null ? (
          <Trans>
            Each player (and each team) wins one prize at most: the most valuable one open to them (between equal prizes, the category higher in this list).
          </Trans>
        ) : (
          <Trans>Each player wins one prize at most: the most valuable one open to them (between equal prizes, the category higher in this list).</Trans>
        )}
      </Typography.Text>

      {state.categories.map((category, index) => {
        const categoryNumber = index + 1;
        const categoryName = category.name;
        const who = describeConditions(category.conditions, category.kind);
        return (
          <Card
            key={category.id}
            size="small"
            title={
              <Input
                aria-label={t`Name of category ${categoryNumber}`}
                value={category.name}
                maxLength={80}
                variant="borderless"
                onChange={(event) => change(index, { name: event.target.value })}
              />
            }
            extra={
              <Space size={0}>
                {index > 0 && <Button type="text" icon={<ArrowUpOutlined />} aria-label={t`Move ${categoryName} up`} onClick={() => moveUp(index)} />}
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={t`Remove ${categoryName}`} onClick={() => remove(index)} />
              </Space>
            }
          >
            <Flex vertical gap={8}>
              {category.board ? (
                <BoardPrizeFields board={category.board} name={category.name} onChange={(board) => change(index, { board })} />
              ) : (
                <Typography.Text type="secondary">
                  <Trans>For {who}</Trans>
                </Typography.Text>
              )}
              {(category.kind === 'custom' || category.kind === 'region') && (
                <ConditionsEditor conditions={category.conditions} onChange={(conditions) => change(index, { conditions })} />
              )}
              {category.kind === 'team' && (
                <ConditionsEditor conditions={category.conditions} fields={teamPrizeFields} onChange={(conditions) => change(index, { conditions })} />
              )}
              <Flex gap={8} wrap>
                {category.amounts.map((amount, index) => {
                  const place = index + 1;
                  return (
                    <Space.Compact key={index}>
                      <Button disabled tabIndex={-1}>
                        {place}.
                      </Button>
                      <InputNumber<number>
                        aria-label={t`${categoryName} place ${place} amount`}
                        value={amount}
                        min={0.01}
                        step={100}
                        precision={2}
                        inputMode="decimal"
                        style={{ width: 130 }}
                        onChange={(value) => change(categoryNumber - 1, { amounts: category.amounts.map((a, i) => (i === index ? value : a)) })}
                      />
                    </Space.Compact>
                  );
                })}
                <Button icon={<PlusOutlined />} onClick={() => change(index, { amounts: [...category.amounts, null] })}>
                  <Trans context="prize place">Place</Trans>
                </Button>
                {category.amounts.length > 1 && (
                  <Button onClick={() => change(index, { amounts: category.amounts.slice(0, -1) })}>
                    <Trans>Remove last place</Trans>
                  </Button>
                )}
              </Flex>
            </Flex>
          </Card>
        );
      })}

      <Flex gap={8} wrap align="center">
        <Select<string>
          aria-label={t`Add a category`}
          placeholder={t`Add a category…`}
          value={null}
          loading={catalogue.isPending}
          style={{ minWidth: 240 }}
          showSearch={{ optionFilterProp: 'label' }}
          options={(catalogue.data?.categories ?? []).map((c) => ({ value: c.id, label: `${c.name} — ${c.description}` }))}
          onChange={add}
        />
        <Typography.Text strong>
          <Trans>Total {totalAmount}</Trans>
        </Typography.Text>
      </Flex>

      {problems.length > 0 && state.categories.length > 0 && <Alert type="warning" showIcon title={problems.join('; ')} />}
      <Flex gap={8} wrap>
        <Button type="primary" loading={save.isPending} disabled={problems.length > 0} onClick={() => void saveOnly()}>
          <Trans>Save prize structure</Trans>
        </Button>
        {finished && (
          <Button
            loading={save.isPending || compute.isPending}
            disabled={problems.length > 0 || state.categories.length === 0}
            onClick={() => void saveAndCompute()}
          >
            <Trans>Save and compute winners</Trans>
          </Button>
        )}
      </Flex>
      {structure.winnersAt && (
        <Typography.Text type="secondary">
          <Trans>Saving replaces the winners (changes made by hand stay in the change log).</Trans>
        </Typography.Text>
      )}
    </Flex>
  );
}
