package battleledger.ledger.projection;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The text of a notice the projection sends other nodes on PostgreSQL ({@link ProjectionNotices}): who sent it, what
 * happened, and the sequence number each encounter's rows now stand at. PostgreSQL carries at most 8,000 bytes a
 * notice, so a batch of many encounters is several notices ({@link #of}); an encounter id is any text, so each is
 * written with its length before it, not ended by a separator.
 *
 * <pre>
 * &lt;node&gt; &lt;kind&gt;\n
 * &lt;sequence&gt; &lt;length of the id in chars&gt; &lt;id&gt;   (as many as fit, one after the other)
 * </pre>
 *
 * @param node      the node that sent it (its own notices come back to it too)
 * @param kind      what happened to the rows
 * @param sequences encounter id → the sequence number of the last event its rows now hold
 */
record NoticePayload(String node, Kind kind, Map<String, Long> sequences) {

    /** What happened to the read models. */
    enum Kind {
        /** a projection batch committed these encounters' rows, up to these numbers */
        PROJECTED('p'),
        /** a rebuild rewrote these encounters' rows, perhaps without their numbers moving */
        REWRITTEN('r');

        final char code;

        Kind(char code) {
            this.code = code;
        }

        static Kind of(char code) {
            for (Kind k : values()) {
                if (k.code == code) {
                    return k;
                }
            }
            throw new IllegalArgumentException("no notice kind '" + code + "'");
        }
    }

    /** Under PostgreSQL's 8,000 bytes a notice, with room for the channel's name. */
    static final int MOST_BYTES = 7_900;

    /**
     * The notices that carry these numbers, each under {@link #MOST_BYTES} bytes; one with none when there are no
     * numbers. An id too long to fit a notice alone is left out: other nodes ask the store about it, as they do about
     * any encounter they have not heard of.
     */
    static List<String> of(String node, Kind kind, Map<String, Long> sequences) {
        String head = node + " " + kind.code + "\n";
        int headBytes = bytes(head);
        List<String> texts = new ArrayList<>();
        StringBuilder text = new StringBuilder(head);
        int size = headBytes;
        for (Map.Entry<String, Long> e : sequences.entrySet()) {
            String entry = e.getValue() + " " + e.getKey().length() + " " + e.getKey();
            int entryBytes = bytes(entry);
            if (headBytes + entryBytes > MOST_BYTES) {
                continue;
            }
            if (size + entryBytes > MOST_BYTES) {
                texts.add(text.toString());
                text = new StringBuilder(head);
                size = headBytes;
            }
            text.append(entry);
            size += entryBytes;
        }
        if (texts.isEmpty() || text.length() > head.length()) {
            texts.add(text.toString());
        }
        return texts;
    }

    /** Reads a notice's text; a text it cannot read is an {@link IllegalArgumentException}. */
    static NoticePayload parse(String text) {
        int eol = text.indexOf('\n');
        int space = text.lastIndexOf(' ', eol);
        if (eol < 0 || space <= 0 || eol != space + 2) {
            throw new IllegalArgumentException("not a projection notice: " + abridged(text));
        }
        Map<String, Long> sequences = new LinkedHashMap<>();
        int at = eol + 1;
        while (at < text.length()) {
            int afterSequence = text.indexOf(' ', at);
            int afterLength = afterSequence < 0 ? -1 : text.indexOf(' ', afterSequence + 1);
            if (afterLength < 0) {
                throw new IllegalArgumentException("a projection notice cut short: " + abridged(text));
            }
            long sequence = Long.parseLong(text, at, afterSequence, 10);
            int length = Integer.parseInt(text, afterSequence + 1, afterLength, 10);
            int end = afterLength + 1 + length;
            if (length < 0 || end > text.length()) {
                throw new IllegalArgumentException("a projection notice cut short: " + abridged(text));
            }
            sequences.put(text.substring(afterLength + 1, end), sequence);
            at = end;
        }
        return new NoticePayload(text.substring(0, space), Kind.of(text.charAt(space + 1)), sequences);
    }

    private static int bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8).length;
    }

    private static String abridged(String text) {
        return text.length() <= 80 ? text : text.substring(0, 80) + "...";
    }
}
