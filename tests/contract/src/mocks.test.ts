import { mockBackend } from './backends';
import { CASES } from './cases';
import { runContract } from './runner';

runContract(mockBackend(), CASES);
