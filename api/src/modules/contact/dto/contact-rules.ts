import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * The one set of rules every contact endpoint applies, so `/contact`, `/copper-submit` and
 * `/hubspot-submit` can never drift apart. Strings are trimmed first: "required" means
 * non-blank, and what we store is what a person would read.
 */
const CONTACT_LIMITS = { name: 100, email: 254, company: 200, message: 5000 } as const;

const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

function requiredText(max: number, example: string) {
  return applyDecorators(ApiProperty({ example, maxLength: max }), Trim(), IsString(), IsNotEmpty(), MaxLength(max));
}

export const ContactName = (example: string) => requiredText(CONTACT_LIMITS.name, example);

export const ContactMessage = () => requiredText(CONTACT_LIMITS.message, 'We would like to connect our app to three brokers.');

export const ContactEmail = () =>
  applyDecorators(
    ApiProperty({ example: 'ada@fintech.example', maxLength: CONTACT_LIMITS.email }),
    Trim(),
    IsString(),
    IsNotEmpty(),
    MaxLength(CONTACT_LIMITS.email),
    IsEmail({}, { message: 'email must be a valid email address' }),
  );

/** Optional: a blank company is stored as no company. */
export const ContactCompany = () =>
  applyDecorators(
    ApiPropertyOptional({ example: 'Fintech Labs', maxLength: CONTACT_LIMITS.company, nullable: true }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value)),
    IsOptional(),
    IsString(),
    MaxLength(CONTACT_LIMITS.company),
  );
