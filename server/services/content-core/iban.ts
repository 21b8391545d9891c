/** The IBAN rules live with the domain (the back office's form checks them too). */
export { isValidIban, saudiIban } from '#src/domain/iban';
