import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync } from 'class-validator';
import { toFieldErrors } from './field-errors';
import { PageQueryDto } from './page-query.dto';
import { CredentialsDto } from '../../modules/auth/dto/credentials.dto';
import { RegisterDto } from '../../modules/auth/dto/register.dto';
import { ContactDto } from '../../modules/contact/dto/contact.dto';
import { CopperSubmitDto } from '../../modules/contact/dto/copper-submit.dto';
import { HubspotSubmitDto } from '../../modules/contact/dto/hubspot-submit.dto';
import { LeadSearchQuery } from '../../modules/contact/admin/list-leads.query';
import { SubscriberSearchDto } from '../../modules/mailing/dto/list-subscribers-query.dto';
import { SubscribeDto } from '../../modules/mailing/dto/subscribe.dto';
import { ImageQueryDto } from '../../modules/news/dto/image-query.dto';
import { SetPriceDto } from '../../modules/sandbox/control/dto/set-price.dto';
import { PlaceSandboxOrderDto } from '../../modules/sandbox/dto/place-order.dto';
import { PlaceOrderDto } from '../../modules/demo/dto/place-order.dto';

type Dto = new () => object;
const OPTIONS = { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true };

function errorsOf(dto: Dto, body: object) {
  return toFieldErrors(validateSync(plainToInstance(dto, body), OPTIONS));
}

describe('toFieldErrors: one message per bad field, worded for people', () => {
  it.each<[string, Dto, object, Record<string, string>]>([
    ['an empty login', CredentialsDto, {}, { username: 'Username must be at least 3 characters', password: 'Password must be at least 6 characters' }],
    ['an empty subscription', SubscribeDto, {}, { email: 'Please enter a valid email address.' }],
    [
      'a contact form of spaces',
      ContactDto,
      { firstName: ' ', lastName: ' ', email: ' ', message: '  ' },
      { firstName: 'First name is required', lastName: 'Last name is required', email: 'Email is required', message: 'Message is required' },
    ],
    [
      'a contact form with a bad email',
      ContactDto,
      { firstName: 'Ada', lastName: 'L', email: 'nope', message: 'hi' },
      { email: 'Please enter a valid email address' },
    ],
    [
      'a limit order without a price, for no shares',
      PlaceOrderDto,
      { symbol: 'AAPL', side: 'buy', orderType: 'limit', quantity: 0, timeInForce: 'day' },
      { quantity: 'Quantity must be at least 1', price: 'Price is required for limit orders' },
    ],
    [
      'a limit order priced in words',
      PlaceOrderDto,
      { symbol: 'AAPL', side: 'buy', orderType: 'limit', quantity: 1, price: 'ten', timeInForce: 'day' },
      { price: 'Price must be a number with at most two decimals' },
    ],
    [
      'a /v1 set price in words',
      SetPriceDto,
      { symbol: 'AAPL', price: 'abc' },
      { price: 'Price must be a decimal string with at most two decimals, e.g. "185.50"' },
    ],
    ['a /v1 set price of zero', SetPriceDto, { symbol: 'AAPL', price: '0.00' }, { price: 'Price must be greater than 0' }],
    [
      'a /v1 limit order priced in words',
      PlaceSandboxOrderDto,
      { symbol: 'AAPL', side: 'buy', type: 'limit', quantity: 1, limitPrice: 'ten', timeInForce: 'day' },
      { limitPrice: 'limitPrice must be a decimal string with at most two decimals, e.g. "185.50"' },
    ],
    [
      'a /v1 order scripted with an unknown outcome (the path stays as JSON spells it)',
      PlaceSandboxOrderDto,
      { symbol: 'AAPL', side: 'buy', type: 'market', quantity: 1, timeInForce: 'day', simulate: { outcome: 'explode' } },
      { 'simulate.outcome': expect.stringMatching(/^simulate\.outcome must be one of /) as unknown as string },
    ],
    ['a field nobody asked for', SubscribeDto, { email: 'a@b.example', isAdmin: true }, { isAdmin: 'Unknown field "isAdmin"' }],
  ])('%s', (_case, dto, body, expected) => {
    const errors = errorsOf(dto, body);
    expect(Object.fromEntries(errors.map((e) => [e.field, e.messages.join(' | ')]))).toEqual(expected);
  });

  it('accepts the combined-name contact payload of older clients (spec [260])', () => {
    const payload = { firstName: 'Ada', lastName: 'Lovelace', name: 'Ada Lovelace', email: 'ada@fintech.example', company: 'Fintech Labs', message: 'Hello' };
    expect(errorsOf(ContactDto, payload)).toEqual([]);
    expect(errorsOf(HubspotSubmitDto, payload)).toEqual([]);
  });

  // Every rule of every request DTO carries its own wording: no "quantity must not be less than 1".
  it.each<[string, Dto]>([
    ['CredentialsDto', CredentialsDto],
    ['RegisterDto', RegisterDto],
    ['SubscribeDto', SubscribeDto],
    ['SubscriberSearchDto', SubscriberSearchDto],
    ['ContactDto', ContactDto],
    ['CopperSubmitDto', CopperSubmitDto],
    ['LeadSearchQuery', LeadSearchQuery],
    ['PageQueryDto', PageQueryDto],
    ['ImageQueryDto', ImageQueryDto],
    ['PlaceOrderDto', PlaceOrderDto],
  ])('%s words every rule as a sentence that starts with a capital', (_name, dto) => {
    const rules = getMetadataStorage()
      .getTargetValidationMetadatas(dto, '', true, false)
      .filter((m) => m.type !== 'conditionalValidation' && m.type !== 'nestedValidation');
    expect(rules.length).toBeGreaterThan(0);
    const unworded = rules
      .map((m) => ({ property: m.propertyName, message: typeof m.message === 'function' ? undefined : (m.message ?? defaultOf(m.constraintCls)) }))
      .filter(({ message }) => !message || !/^[A-Z"]/.test(message));
    expect(unworded).toEqual([]);
  });
});

/** The wording a custom rule (ValidateBy) brings itself, if any. */
function defaultOf(constraint: unknown): string | undefined {
  if (typeof constraint !== 'function') return undefined;
  const instance = new (constraint as new () => { defaultMessage?: () => string })();
  return instance.defaultMessage?.();
}
