import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * The one set of rules every contact endpoint applies, so `/contact`, `/copper-submit` and
 * `/hubspot-submit` can never drift apart. Strings are trimmed first: "required" means
 * non-blank, and what we store is what a person would read. Messages name the field as the
 * form labels it, since the page shows them under the fields as sent.
 */
const CONTACT_LIMITS = { name: 100, email: 254, company: 200, message: 5000 } as const;
/** A combined "first last" name: both parts at their longest, and the space. */
const FULL_NAME_MAX = CONTACT_LIMITS.name * 2 + 1;

const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const tooLong = (label: string, max: number) => ({ message: `${label} must be at most ${max} characters` });

function requiredText(label: string, max: number, example: string) {
  const required = { message: `${label} is required` };
  return applyDecorators(ApiProperty({ example, maxLength: max }), Trim(), IsString(required), IsNotEmpty(required), MaxLength(max, tooLong(label, max)));
}

export const ContactName = (label: 'First name' | 'Last name' | 'Name', example: string) => requiredText(label, CONTACT_LIMITS.name, example);

export const ContactMessage = () => requiredText('Message', CONTACT_LIMITS.message, 'We would like to connect our app to three brokers.');

export const ContactEmail = () =>
  applyDecorators(
    ApiProperty({ example: 'ada@fintech.example', maxLength: CONTACT_LIMITS.email }),
    Trim(),
    IsString({ message: 'Email is required' }),
    IsNotEmpty({ message: 'Email is required' }),
    MaxLength(CONTACT_LIMITS.email, tooLong('Email', CONTACT_LIMITS.email)),
    IsEmail({}, { message: 'Please enter a valid email address' }),
  );

/** Optional: a blank company is stored as no company. */
export const ContactCompany = () =>
  applyDecorators(
    ApiPropertyOptional({ example: 'Fintech Labs', maxLength: CONTACT_LIMITS.company, nullable: true }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value)),
    IsOptional(),
    IsString({ message: 'Company must be text' }),
    MaxLength(CONTACT_LIMITS.company, tooLong('Company', CONTACT_LIMITS.company)),
  );

/**
 * The full name some older clients send beside firstName and lastName (spec [260]). It is
 * accepted so they keep working; firstName and lastName stay what is stored.
 */
export const ContactFullNameAlongside = () =>
  applyDecorators(
    ApiPropertyOptional({ example: 'Ada Lovelace', maxLength: FULL_NAME_MAX, description: 'Accepted from older clients and ignored' }),
    Trim(),
    IsOptional(),
    IsString({ message: 'Name must be text' }),
    MaxLength(FULL_NAME_MAX, tooLong('Name', FULL_NAME_MAX)),
  );
