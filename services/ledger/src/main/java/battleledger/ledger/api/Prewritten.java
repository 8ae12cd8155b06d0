package battleledger.ledger.api;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.micronaut.json.JsonMapper;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.AbstractList;
import java.util.List;

/**
 * An answer's list already written as JSON (issue 18, reads at 16 clients): the items, and the bytes the service's
 * own mapper wrote for them, which every later answer sends as they are. Writing a combatant list (its conditions,
 * readied actions and reach as JSON trees) was the largest piece of a read's CPU after the HTTP server's own work.
 * The bytes are written by the mapper the HTTP answers are written with, so an answer is byte for byte what it would
 * have been.
 * A list is made for one viewer and holds only what that viewer may read ({@link Disclosure}); it reads as any list.
 */
@JsonSerialize(using = Prewritten.Writer.class)
final class Prewritten<T> extends AbstractList<T> {

    private final List<T> items;
    private final SerializedString json;

    private Prewritten(List<T> items, String json) {
        this.items = items;
        this.json = new SerializedString(json);
        this.json.asUnquotedUTF8(); // its bytes made once, here, not by the first answer
    }

    /** The items written by {@code mapper}, or null when they cannot be (the answer is then written as usual). */
    static <T> Prewritten<T> of(List<T> items, JsonMapper mapper) {
        List<T> kept = List.copyOf(items);
        try {
            return new Prewritten<>(kept, new String(mapper.writeValueAsBytes(kept), StandardCharsets.UTF_8));
        } catch (IOException e) {
            return null;
        }
    }

    @Override
    public T get(int index) {
        return items.get(index);
    }

    @Override
    public int size() {
        return items.size();
    }

    /** Sends the bytes written before. */
    static final class Writer extends StdSerializer<Prewritten<?>> {

        @SuppressWarnings({"unchecked", "rawtypes"})
        Writer() {
            super((Class) Prewritten.class);
        }

        @Override
        public void serialize(Prewritten<?> value, JsonGenerator generator, SerializerProvider provider)
                throws IOException {
            generator.writeRawValue(value.json);
        }
    }
}
