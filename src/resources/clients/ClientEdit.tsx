import { ClientForm } from './ClientForm';
import { makeEditPage } from './pages';

export default makeEditPage(ClientForm);
