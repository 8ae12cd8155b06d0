package battleledger.kernel.dice;

/**
 * Where the dice of one decision come from. A source is created for one step, draws dice in order, and counts
 * what it drew so the decider can check that every die it drew was recorded in an event.
 */
public interface Dice {

    /** Draws one die with the given number of faces: a value from 1 to {@code faces}. */
    int draw(int faces);

    /** How many dice this source has drawn so far. */
    int drawn();
}
