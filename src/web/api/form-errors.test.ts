import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { refusalOf } from './form-errors';

const tooLong = 'Asegúrate de que este campo no tenga más de 200 caracteres.';

describe('refusalOf', () => {
  it('names a refused field as the form labels it, not by its API key', () => {
    const error = new ApiError(`name: ${tooLong}`, 400, null, { name: [tooLong] });
    expect(refusalOf(error, { name: 'Nombre' })).toBe(`Nombre: ${tooLong}`);
  });

  it('keeps a message about no one field alone, a field the form lacks by its key, and the server’s detail', () => {
    const error = new ApiError('…', 400, null, {
      non_field_errors: ['Ya tienes un vocabulario con ese nombre.'],
      owner: ['No puedes cambiarlo.'],
    });
    expect(refusalOf(error, { name: 'Nombre' })).toBe(
      'Ya tienes un vocabulario con ese nombre.; owner: No puedes cambiarlo.',
    );
    expect(refusalOf(new ApiError('No encontrado.', 404, 'No encontrado.'), { name: 'Nombre' })).toBe('No encontrado.');
    expect(refusalOf(null, { name: 'Nombre' })).toBeNull();
  });
});
