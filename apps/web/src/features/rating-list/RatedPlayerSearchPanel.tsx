import { Button, Card, Flex, Form, Input, InputNumber, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { fideTitles, ratingTypes, type RatedPlayer, type RatingType, type SearchFidePlayersBody } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { titleText } from './importProgress.js';
import { useSearchFidePlayers } from '../../api/rating-list.js';
import { count } from '../format/format.js';

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

function columns(ratingType: RatingType, onPick?: (player: RatedPlayer) => void): ColumnsType<RatedPlayer> {
  const rating = (p: RatedPlayer) => p[ratingType].rating;
  return [
    ...(onPick
      ? [
          {
            title: '',
            key: 'pick',
            width: 70,
            render: (_: unknown, p: RatedPlayer) => (
              <Button size="small" type="primary" aria-label={`Use ${p.name}`} onClick={() => onPick(p)}>
                Use
              </Button>
            ),
          },
        ]
      : []),
    { title: 'FIDE id', dataIndex: 'fideId', width: 110 },
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name: string, p) => (
        <>
          {name} {p.inactive && <Tag>inactive</Tag>}
        </>
      ),
    },
    { title: 'Title', key: 'title', width: 100, render: (_: unknown, p) => titleText(p.title, p.womanTitle) },
    { title: 'Fed', dataIndex: 'federation', width: 70 },
    { title: 'Sex', dataIndex: 'sex', width: 60 },
    { title: 'Born', dataIndex: 'birthYear', width: 70 },
    { title: `${ratingType[0].toUpperCase()}${ratingType.slice(1)}`, key: 'rating', width: 90, render: (_: unknown, p) => rating(p) ?? '–' },
    ...ratingTypes
      .filter((other) => other !== ratingType)
      .map((other) => ({
        title: `${other[0].toUpperCase()}${other.slice(1)}`,
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
  const [form] = Form.useForm<Filters>();
  const [search, setSearch] = useState<SearchFidePlayersBody | null>(null);
  const result = useSearchFidePlayers(search);
  const ratingType = search?.ratingType ?? 'standard';

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
    <Card title="Search the FIDE rating list" variant={bordered ? 'outlined' : 'borderless'} styles={bordered ? undefined : { body: { padding: 0 } }}>
      <Form form={form} layout="inline" initialValues={{ ratingType: 'standard' }} onFinish={submit} style={{ rowGap: 8 }}>
        <Form.Item name="query" label="Name">
          <Input allowClear placeholder="e.g. Magnus Carlsen" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="fideId" label="FIDE id">
          <InputNumber min={1} controls={false} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="federation" label="Federation">
          <Input allowClear maxLength={3} placeholder="NOR" style={{ width: 80 }} />
        </Form.Item>
        <Form.Item name="title" label="Title">
          <Select allowClear style={{ width: 100 }} options={fideTitles.map((t) => ({ value: t, label: t }))} />
        </Form.Item>
        <Form.Item name="sex" label="Sex">
          <Select
            allowClear
            style={{ width: 80 }}
            options={[
              { value: 'M', label: 'M' },
              { value: 'F', label: 'F' },
            ]}
          />
        </Form.Item>
        <Form.Item label="Born">
          <Flex gap={4} align="center">
            <Form.Item name="birthYearFrom" noStyle>
              <InputNumber min={1900} max={2100} placeholder="from" controls={false} style={{ width: 80 }} />
            </Form.Item>
            –
            <Form.Item name="birthYearTo" noStyle>
              <InputNumber min={1900} max={2100} placeholder="to" controls={false} style={{ width: 80 }} />
            </Form.Item>
          </Flex>
        </Form.Item>
        <Form.Item label="Rating">
          <Flex gap={4} align="center">
            <Form.Item name="ratingType" noStyle>
              <Select style={{ width: 110 }} options={ratingTypes.map((t) => ({ value: t, label: t }))} />
            </Form.Item>
            <Form.Item name="ratingFrom" noStyle>
              <InputNumber min={0} max={3500} placeholder="from" controls={false} style={{ width: 80 }} />
            </Form.Item>
            –
            <Form.Item name="ratingTo" noStyle>
              <InputNumber min={0} max={3500} placeholder="to" controls={false} style={{ width: 80 }} />
            </Form.Item>
          </Flex>
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={result.isFetching}>
            Search
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
            {result.data.list
              ? `Ratings from the FIDE list of ${result.data.list.listDate} (${count(result.data.list.players)} players).`
              : 'No FIDE list has been imported yet.'}
          </Typography.Text>
          <Table<RatedPlayer>
            rowKey="fideId"
            size="small"
            columns={columns(ratingType, onPick)}
            scroll={{ x: 'max-content' }}
            dataSource={result.data.players}
            loading={result.isFetching}
            pagination={{
              current: result.data.page,
              pageSize: result.data.limit,
              total: result.data.total,
              showSizeChanger: true,
              pageSizeOptions: [10, 20, 50, 100],
              showTotal: (total) => `${count(total)} players`,
              onChange: (page, limit) => search && setSearch({ ...search, page: limit === search.limit ? page : 1, limit }),
            }}
          />
        </Flex>
      )}
    </Card>
  );
}
