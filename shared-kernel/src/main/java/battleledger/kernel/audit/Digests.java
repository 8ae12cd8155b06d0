package battleledger.kernel.audit;

import battleledger.kernel.state.Battle;

import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The digests of one battle as it goes on, step after step (issue 18): each is {@link Digest#of} of the battle given,
 * made at the cost of what changed since the battle before it. Two things are kept from the last battle:
 * <ul>
 *     <li>the text of each combatant, by identity: a combatant the step left alone is the same object, and its
 *     text (most of a battle's) is not written again;</li>
 *     <li>SHA-256's state every {@value #CHECKPOINT} bytes of the last text: the digest goes on from the last such
 *     state before the first byte that differs (consecutive battles share ~90% of their text), instead of from the
 *     start.</li>
 * </ul>
 * One instance per sequence of battles, used by one thread; any battle in any order gives the right digest, only the
 * saving depends on its being like the one before. Under the C1 compiler alone (the service's JVM) SHA-256 runs
 * without the CPU's SHA extensions, ~30 µs for a 4 KB battle: most of a rebuild's time was these digests.
 */
public final class Digests {

    static final int CHECKPOINT = 512;
    private static final RecordComponent[] COMPONENTS = Battle.class.getRecordComponents();
    private static final MessageDigest SHA_256 = sha256();
    private static final boolean CLONEABLE = cloneable();

    private byte[] last = new byte[0];
    private String lastDigest;
    private final List<MessageDigest> states = new ArrayList<>(); // states.get(k): after k * CHECKPOINT bytes of last
    private Map<Object, String> combatants = new IdentityHashMap<>();

    /** The same as {@link Digest#of}. */
    public String of(Battle battle) {
        if (!CLONEABLE) {
            return Digest.of(battle); // a platform whose SHA-256 cannot be copied mid-text: from the start each time
        }
        byte[] text = text(battle).getBytes(StandardCharsets.UTF_8);
        int same = Arrays.mismatch(last, text);
        if (same < 0 && lastDigest != null) {
            return lastDigest; // the very same text
        }
        if (same < 0) {
            same = text.length;
        }
        int kept = Math.min(same / CHECKPOINT, states.size() - 1);
        MessageDigest sha;
        if (kept < 0) {
            states.clear();
            sha = copy(SHA_256);
            states.add(copy(sha));
            kept = 0;
        } else {
            states.subList(kept + 1, states.size()).clear();
            sha = copy(states.get(kept));
        }
        int at = kept * CHECKPOINT;
        while (at + CHECKPOINT <= text.length) {
            sha.update(text, at, CHECKPOINT);
            at += CHECKPOINT;
            states.add(copy(sha));
        }
        sha.update(text, at, text.length - at);
        last = text;
        lastDigest = HexFormat.of().formatHex(sha.digest());
        return lastDigest;
    }

    /**
     * {@code battle.toString()}, the text {@link Digest#of} is taken over, with the combatants' texts of the last
     * battle used again for the same combatants. Written as a record's {@code toString} writes it: the record's name,
     * then each component as {@code name=value} in order, and the combatants as a map ({@code {id=text, ...}}).
     */
    String text(Battle battle) {
        StringBuilder out = new StringBuilder(last.length + 64);
        out.append(Battle.class.getSimpleName()).append('[');
        Map<Object, String> seen = new IdentityHashMap<>();
        for (int i = 0; i < COMPONENTS.length; i++) {
            RecordComponent c = COMPONENTS[i];
            out.append(i == 0 ? "" : ", ").append(c.getName()).append('=');
            Object value = value(c, battle);
            if (value == battle.combatants()) {
                combatants(out, battle.combatants(), seen);
            } else {
                out.append(value);
            }
        }
        combatants = seen;
        return out.append(']').toString();
    }

    private void combatants(StringBuilder out, Map<String, ?> map, Map<Object, String> seen) {
        out.append('{');
        String sep = "";
        for (Map.Entry<String, ?> e : map.entrySet()) {
            Object c = e.getValue();
            String text = combatants.get(c);
            if (text == null) {
                text = String.valueOf(c);
            }
            seen.put(c, text);
            out.append(sep).append(e.getKey()).append('=').append(text);
            sep = ", ";
        }
        out.append('}');
    }

    private static Object value(RecordComponent c, Battle battle) {
        try {
            return c.getAccessor().invoke(battle);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("a battle's component cannot be read: " + c.getName(), e);
        }
    }

    private static MessageDigest copy(MessageDigest sha) {
        try {
            return (MessageDigest) sha.clone();
        } catch (CloneNotSupportedException e) {
            throw new IllegalStateException("the platform's SHA-256 cannot be copied mid-text", e);
        }
    }

    private static boolean cloneable() {
        try {
            SHA_256.clone();
            return true;
        } catch (CloneNotSupportedException e) {
            return false;
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
