/**
 * The bench's fixed reference page (bench/referencePage.ts): the kind of page atomic-crm's demo
 * `/contacts` is, on the same stack: react-admin and MUI in one bundle, its data generated in the
 * browser at start-up with faker, in the volumes of atomic-crm's demo, and served by an in-memory
 * data provider (as ra-data-fakerest does), a list of 25 contacts a page with avatars, tags and a
 * filter sidebar. Our first rows are timed against
 * this page's, so the ratio stays meaningful on any machine; it never changes with the console.
 */
import { faker } from '@faker-js/faker';
import { Avatar, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { createRoot } from 'react-dom/client';
import {
  Admin, DataTable, FilterList, FilterListItem, List, Resource, SearchInput, type DataProvider, type GetListParams, type RaRecord,
} from 'react-admin';

/**
 * The demo's data, made in the browser at start-up with faker as atomic-crm's demo makes it
 * (its volumes: 55 companies, 500 contacts, 1,500 contact notes, 50 deals, 300 deal notes,
 * 500 tasks, 10 sales people), seeded so every run does the same work.
 */
function generate() {
  faker.seed(42);
  const sales = Array.from({ length: 10 }, (_, id) => ({ id, first_name: faker.person.firstName(), last_name: faker.person.lastName(), email: faker.internet.email() }));
  const companies = Array.from({ length: 55 }, (_, id) => ({
    id, name: faker.company.name(), logo: faker.image.avatar(), sector: faker.commerce.department(), size: faker.helpers.arrayElement([1, 10, 50, 250, 500]),
    linkedin_url: faker.internet.url(), website: faker.internet.url(), phone_number: faker.phone.number(), address: faker.location.streetAddress(),
    zipcode: faker.location.zipCode(), city: faker.location.city(), state_abbr: faker.location.state({ abbreviated: true }), sales_id: faker.number.int(9),
    created_at: faker.date.recent({ days: 500 }).toISOString(), description: faker.lorem.paragraph(),
  }));
  const contacts = Array.from({ length: 500 }, (_, id) => {
    const first_name = faker.person.firstName();
    const last_name = faker.person.lastName();
    return {
      id, first_name, last_name, gender: faker.person.sex(), title: faker.person.jobTitle(), company_id: faker.number.int(54),
      email: faker.internet.email({ firstName: first_name, lastName: last_name }), phone_1_number: faker.phone.number(), avatar: faker.image.avatar(),
      background: faker.lorem.sentence(), first_seen: faker.date.past().toISOString(), last_seen: faker.date.recent().toISOString(),
      has_newsletter: faker.datatype.boolean(), status: faker.helpers.arrayElement(['cold', 'warm', 'hot', 'in-contract']),
      tags: faker.helpers.arrayElements(['football-fan', 'holiday-card', 'influencer', 'manager', 'musician', 'vip'], { min: 0, max: 3 }),
      sales_id: faker.number.int(9), linkedin_url: faker.internet.url(),
    };
  });
  const contactNotes = Array.from({ length: 1500 }, (_, id) => ({ id, contact_id: faker.number.int(499), text: faker.lorem.paragraphs(2), date: faker.date.recent().toISOString(), sales_id: faker.number.int(9), status: faker.helpers.arrayElement(['cold', 'warm', 'hot']) }));
  const deals = Array.from({ length: 50 }, (_, id) => ({ id, name: faker.commerce.productName(), company_id: faker.number.int(54), contact_ids: faker.helpers.arrayElements(Array.from({ length: 500 }, (_, i) => i), 3), amount: faker.number.int(100000), description: faker.lorem.paragraphs(2), stage: faker.helpers.arrayElement(['opportunity', 'proposal-sent', 'in-negociation', 'won', 'lost']) }));
  const dealNotes = Array.from({ length: 300 }, (_, id) => ({ id, deal_id: faker.number.int(49), text: faker.lorem.paragraphs(2), date: faker.date.recent().toISOString() }));
  const tasks = Array.from({ length: 500 }, (_, id) => ({ id, contact_id: faker.number.int(499), type: faker.helpers.arrayElement(['Email', 'Call', 'Meeting']), text: faker.lorem.sentence(), due_date: faker.date.soon().toISOString() }));
  return { sales, companies, contacts, contactNotes, deals, dealNotes, tasks } as Record<string, RaRecord[]>;
}

const db = generate();

/** In-memory list queries (sort, filter by q and status, page), like ra-data-fakerest. */
const dataProvider = {
  getList: async (resource: string, { pagination, sort, filter }: GetListParams) => {
    let rows = [...db[resource]!];
    if (filter.q) rows = rows.filter((r) => JSON.stringify(r).toLowerCase().includes(String(filter.q).toLowerCase()));
    if (filter.status) rows = rows.filter((r) => r.status === filter.status);
    if (sort) rows.sort((a, b) => String(a[sort.field]).localeCompare(String(b[sort.field])) * (sort.order === 'ASC' ? 1 : -1));
    const { page = 1, perPage = 25 } = pagination ?? {};
    return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
  },
  getMany: async (resource: string, { ids }: { ids: unknown[] }) => ({ data: db[resource]!.filter((r) => ids.includes(r.id)) }),
} as unknown as DataProvider;

const Filters = () => (
  <Card sx={{ order: -1, mr: 2, mt: 8, width: 200, display: { xs: 'none', md: 'block' } }}>
    <CardContent>
      <FilterList label="Estado" icon={null}>
        {['cold', 'warm', 'hot', 'in-contract'].map((s) => <FilterListItem key={s} label={s} value={{ status: s }} />)}
      </FilterList>
    </CardContent>
  </Card>
);

const ContactList = () => (
  <List perPage={25} sort={{ field: 'last_name', order: 'ASC' }} filters={[<SearchInput key="q" source="q" alwaysOn />]} aside={<Filters />}>
    <DataTable>
      <DataTable.Col label="Contacto" render={(r: RaRecord) => (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <Avatar sx={{ width: 28, height: 28 }} alt="">{String(r.first_name)[0]}{String(r.last_name)[0]}</Avatar>
          <Box>
            <Typography variant="body2">{r.first_name} {r.last_name}</Typography>
            <Typography variant="caption" color="text.secondary">{r.title}</Typography>
          </Box>
        </Stack>
      )} />
      <DataTable.Col source="email" />
      <DataTable.Col source="status" label="Estado" />
      <DataTable.Col label="Etiquetas" render={(r: RaRecord) => (r.tags as string[]).map((t) => <Chip key={t} size="small" label={t} sx={{ mr: 0.5 }} />)} />
      <DataTable.Col source="last_seen" label="Último contacto" />
    </DataTable>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider}>
    <Resource name="contacts" list={ContactList} />
  </Admin>,
);
