import { Button, Card, Flex, Form, Input, InputNumber, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { fideTitles, ratingTypes, type RatedPlayer, type RatingType, type SearchFidePlayersBody } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { titleText } from './importProgress.js';
import { useSearchFidePlayers } from '../../api/rating-list.js';
import { RATING_TYPE_NAMES } from './ratingTypeNames.js';

interface Filters {
  query?: string;
  fideId?: number;
  federation?: string;
  title?: (typeof fideTitles)[number];
  sex?: 'M' | 'F';
  birthYearFrom?: number;
  birthYearTo?: number;
  ratingType: RatingType;
  ratingFrom?: number;
  ratingTo?: number;
}

const blankToUndefined = (text: string | undefined): string | undefined => (text === undefined || text.trim() === '' ? undefined : text.trim());

function columns(i18n: I18n, ratingType: RatingType, onPick?: (player: RatedPlayer) => void): ColumnsType<RatedPlayer> {
  const rating = (p: RatedPlayer) => p[ratingType].rating;
  return [
    ...(onPick
      ? [
          {
            title: '',
            key: 'pick',
            width: 70,
            render: (_: unknown, p: RatedPlayer) => {
              const playerName = p.name;
              return (
                <Button size="small" type="primary" aria-label={i18n._(msg`Use ${playerName}`)} onClick={() => onPick(p)}>
                  <Trans>Use</Trans>
                </Button>
              );
            },
          },
        ]
      : []),
    { title: i18n._(msg`FIDE id`), dataIndex: 'fideId', width: 110 },
    {
      title: i18n._(msg`Name`),
      dataIndex: 'name',
      render: (name: string, p) => (
        <>
          {name}{' '}
          {p.inactive && (
            <Tag>
              <Trans>inactive</Trans>
            </Tag>
          )}
        </>
      ),
    },
    {
      title: i18n._(msg({ message: 'Title', context: 'chess title' })),
      key: 'title',
      width: 100,
      render: (_: unknown, p) => titleText(p.title, p.womanTitle),
    },
    { title: i18n._(msg({ message: 'Fed', comment: 'Short column head: the federation' })), dataIndex: 'federation', width: 70 },
    { title: i18n._(msg`Sex`), dataIndex: 'sex', width: 60 },
    { title: i18n._(msg`Born`), dataIndex: 'birthYear', width: 70 },
    { title: i18n._(RATING_TYPE_NAMES[ratingType]), key: 'rating', width: 90, render: (_: unknown, p) => rating(p) ?? '–' },
    ...ratingTypes
      .filter((other) => other !== ratingType)
      .map((other) => ({
        title: i18n._(RATING_TYPE_NAMES[other]),
        key: other,
        width: 80,
        render: (_: unknown, p: RatedPlayer) => p[other].rating ?? '–',
      })),
  ];
}

/**
 * Organisers' and admins' search of the FIDE rating list: name (any order, accents ignored, typos
 * tolerated), FIDE id and filters, in a paged table that names the list the ratings come from.
 */
export function RatedPlayerSearchPanel({ onPick, bordered = true }: { onPick?: (player: RatedPlayer) => void; bordered?: boolean } = {}) {
  const { i18n, t } = useLingui();
  const [form] = Form.useForm<Filters>();
  const [search, setSearch] = useState<SearchFidePlayersBody | null>(null);
  const result = useSearchFidePlayers(search);
  const ratingType = search?.ratingType ?? 'standard';
  const list = result.data?.list;
  const listDate = list?.listDate;
  const listPlayers = list?.players ?? 0;

  const submit = (values: Filters) =>
    setSearch({
      query: blankToUndefined(values.query),
      fideId: values.fideId ?? undefined,
      federation: blankToUndefined(values.federation),
      title: values.title,
      sex: values.sex,
      birthYearFrom: values.birthYearFrom ?? undefined,
      birthYearTo: values.birthYearTo ?? undefined,
      ratingType: values.ratingType,
      ratingFrom: values.ratingFrom ?? undefined,
      ratingTo: values.ratingTo ?? undefined,
      page: 1,
      limit: search?.limit ?? 20,
    });

  return (
    <Card title={t`Search the FIDE rating list`} variant={bordered ? 'outlined' : 'borderless'} styles={bordered ? undefined : { body: { padding: 0 } }}>
      <Form form={form} layout="inline" initialValues={{ ratingType: 'standard' }} onFinish={submit} style={{ rowGap: 8 }}>
        <Form.Item name="query" label={t`Name`}>
          <Input allowClear placeholder={t`e.g. Magnus Carlsen`} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="fideId" label={t`FIDE id`}>
          <InputNumber min={1} controls={false} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="federation" label={t`Federation`}>
          <Input allowClear maxLength={3} placeholder="NOR" style={{ width: 80 }} />
        </Form.Item>
        <Form.Item name="title" label={t({ message: 'Title', context: 'chess title' })}>
          <Select allowClear style={{ width: 100 }} options={fideTitles.map((title) => ({ value: title, label: title }))} />
        </Form.Item>
        <Form.Item name="sex" label={t`Sex`}>
          <Select
            allowClear
            style={{ width: 80 }}
            options={[
              { value: 'M', label: 'M' },
              { value: 'F', label: 'F' },
            ]}
          />
        </Form.Item>
        <Form.Item label={t`Born`}>
          <Flex gap={4} align="center">
            <Form.Item name="birthYearFrom" noStyle>
              <InputNumber min={1900} max={2100} placeholder={t`from`} controls={false} style={{ width: 80 }} />
            </Form.Item>
            –
            <Form.Item name="birthYearTo" noStyle>
              <InputNumber min={1900} max={2100} placeholder={t`to`} controls={false} style={{ width: 80 }} />
            </Form.Item>
          </Flex>
        </Form.Item>
        <Form.Item label={t`Rating`}>
          <Flex gap={4} align="center">
            <Form.Item name="ratingType" noStyle>
              <Select style={{ width: 110 }} options={ratingTypes.map((type) => ({ value: type, label: t(RATING_TYPE_NAMES[type]) }))} />
            </Form.Item>
            <Form.Item name="ratingFrom" noStyle>
              <InputNumber min={0} max={3500} placeholder={t`from`} controls={false} style={{ width: 80 }} />
            </Form.Item>
            –
            <Form.Item name="ratingTo" noStyle>
              <InputNumber min={0} max={3500} placeholder={t`to`} controls={false} style={{ width: 80 }} />
            </Form.Item>
          </Flex>
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={result.isFetching}>
            <Trans>Search</Trans>
          </Button>
        </Form.Item>
      </Form>

      {result.isError && (
        <Typography.Paragraph type="danger" style={{ marginTop: 16 }}>
          {messageOf(result.error)}
        </Typography.Paragraph>
      )}
      {result.data && (
        <Flex vertical gap="small" style={{ marginTop: 16 }}>
          <Typography.Text type="secondary">
            {list
              ? t`Ratings from the FIDE list of ${listDate} (${plural(listPlayers, { one: '# player', other: '# players' })}).`
              : t`No FIDE list has been imported yet.`}
          </Typography.Text>
          <Table<RatedPlayer>
            rowKey="fideId"
            size="small"
            columns={columns(i18n, ratingType, onPick)}
            scroll={{ x: 'max-content' }}
            dataSource={result.data.players}
            loading={result.isFetching}
            pagination={{
              current: result.data.page,
              pageSize: result.data.limit,
              total: result.data.total,
              showSizeChanger: true,
              pageSizeOptions: [10, 20, 50, 100],
              showTotal: (total) => t`${plural(total, { one: '# player', other: '# players' })}`,
              onChange: (page, limit) => search && setSearch({ ...search, page: limit === search.limit ? page : 1, limit }),
            }}
          />
        </Flex>
      )}
    </Card>
  );
}
