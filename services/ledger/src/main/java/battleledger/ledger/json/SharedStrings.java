package battleledger.ledger.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StringDeserializer;

import java.io.IOException;

/**
 * Jackson's own reading of a string, and a short one (a combatant's id, who sent a command, an ability, a dice
 * expression) shared: the JVM's one copy of that text ({@link String#intern}, held weakly: a text no one refers to
 * any more is collected). A battle read back from the store holds its events, and the same few words are in almost
 * every one of them; each read into a string of its own, they were half of what a battle held in memory (issue 18,
 * measured with JOL: the driver's battle held ~7 strings a step, ~50 bytes each, of ~680 bytes a step; 334 bytes a
 * step with them shared). Longer texts (a label, a note) are rare and kept as read.
 *
 * <p>A subclass of Jackson's string deserializer, so that its coercions, nulls and errors stay Jackson's (the strict
 * ones of {@code CommandJson} included); not marked as Jackson's standard one, so that lists of strings read their
 * elements through it too. On a mapper that unwraps single-value arrays (Micronaut's own, which reads no request
 * body here: those are read as text and parsed by {@code CommandJson} and {@code edge/InputLimits}) a list's element
 * written as a one-element array is then unwrapped as that setting says.
 */
final class SharedStrings extends StringDeserializer {

    /** The longest text shared; longer ones are kept as read. */
    static final int LONGEST = 40;

    @Override
    public String deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        return shared(super.deserialize(p, ctxt));
    }

    static String shared(String text) {
        return text != null && text.length() <= LONGEST ? text.intern() : text;
    }
}
