import type { ComponentProps } from 'react';
import { TextInput } from '@/components/form';
import { useContactText } from '../contact-text';

/** The fields the intake and volunteer applications both ask for, with the same names and rules. */
type PersonalField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'dateOfBirth'
  | 'address'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'emergencyContact'
  | 'emergencyPhone';

type InputBinding = Omit<ComponentProps<typeof TextInput>, 'label' | 'error'>;

export interface PersonalFieldsProps {
  /** The form's `text(name)` helper: id, disabled state and react-hook-form binding. */
  text: (name: PersonalField) => InputBinding;
  errors: Partial<Record<PersonalField, { message?: string }>>;
}

/** Name, email, phone and date of birth, two to a row on wider screens. */
export function AboutYouFields({ text, errors }: PersonalFieldsProps) {
  const labels = useContactText().applicationForms.personalDetails;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextInput
        label={labels.firstName}
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...text('firstName')}
      />
      <TextInput
        label={labels.lastName}
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...text('lastName')}
      />
      <TextInput
        label={labels.email}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...text('email')}
      />
      <TextInput
        label={labels.phone}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...text('phone')}
      />
      <TextInput
        label={labels.dateOfBirth}
        type="date"
        autoComplete="bday"
        error={errors.dateOfBirth?.message}
        {...text('dateOfBirth')}
      />
    </div>
  );
}

type AddressField = 'address' | 'city' | 'state' | 'zipCode';

export interface AddressFieldsProps {
  text: (name: AddressField) => InputBinding;
  errors: Partial<Record<AddressField, { message?: string }>>;
  /** Whose address: a person's by default, a company's on the partnership form. */
  streetLabel?: string;
}

/** Street address, then city, state and zip code on one row on wider screens. */
export function AddressFields({ text, errors, streetLabel }: AddressFieldsProps) {
  const labels = useContactText().applicationForms.personalDetails;
  return (
    <>
      <TextInput
        label={streetLabel ?? labels.streetAddress}
        autoComplete="street-address"
        error={errors.address?.message}
        {...text('address')}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextInput
          label={labels.city}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...text('city')}
        />
        <TextInput
          label={labels.state}
          autoComplete="address-level1"
          error={errors.state?.message}
          {...text('state')}
        />
        <TextInput
          label={labels.zipCode}
          autoComplete="postal-code"
          inputMode="numeric"
          error={errors.zipCode?.message}
          {...text('zipCode')}
        />
      </div>
    </>
  );
}

export function EmergencyContactFields({ text, errors }: PersonalFieldsProps) {
  const labels = useContactText().applicationForms.personalDetails;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextInput
        label={labels.emergencyContact}
        error={errors.emergencyContact?.message}
        {...text('emergencyContact')}
      />
      <TextInput
        label={labels.emergencyPhone}
        type="tel"
        error={errors.emergencyPhone?.message}
        {...text('emergencyPhone')}
      />
    </div>
  );
}
