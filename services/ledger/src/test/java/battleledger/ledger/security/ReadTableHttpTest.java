package battleledger.ledger.security;

import battleledger.ledger.Api;
import battleledger.ledger.table.Stat;
import battleledger.ledger.table.Table;
import io.micronaut.runtime.server.EmbeddedServer;
import jakarta.inject.Inject;
import org.junit.jupiter.api.BeforeAll;

import java.util.List;
import java.util.Map;

import static battleledger.ledger.table.Orders.attack;
import static battleledger.ledger.table.Orders.cast;
import static battleledger.ledger.table.Orders.declare;
import static battleledger.ledger.table.Orders.end;
import static battleledger.ledger.table.Orders.ready;

/**
 * The table the read matrix ({@link ReadPermissionsHttpTest}) and what an unseen cast leaves behind
 * ({@link UnseenCasterReadsHttpTest}) are asked of, seated once per class: Sprite (innate, fey) readies its magic
 * missile at Bob, Ann hides from Sprite, the cat moves and Sprite casts unseen; the battle waits on Bob. Each subclass
 * carries {@code @MicronautTest} and {@code @TestInstance(PER_CLASS)}.
 */
abstract class ReadTableHttpTest {

    @Inject
    EmbeddedServer server;

    Api api;
    Table battle;
    Map<String, String> readers;

    @BeforeAll
    void seatTheTable() {
        api = new Api(server.getURL());
        battle = seat(api);
        readers = Parties.of(api, battle.battle.id(), "ann");
    }

    /** The table, as the comments tell. */
    static Table seat(Api api) {
        // initiative: Bob 20, Sprite 19, Ann 18, the cat 17. Bob readies his sword at Sprite for when an ally moves, Sprite its
        // magic missile at Bob for when an enemy moves; Ann hides: stealth 20 against Sprite's perception 1; the cat
        // moves, and Sprite, the lower of the two, is asked first: it casts, unseen, and the battle waits on Bob. A
        // casting nobody perceives sets nobody off (001 › Ready), so Bob is asked on the cat's move, not on the spell.
        // The missile's darts: 3. Ann stands at the far corner of the field, so bounds drawn around her would point at her
        Table battle = Table.seat(api, "Who may read what", "\"grid\":\"squares\",", new int[]{19, 18, 20, 17},
                new int[]{20, 1, 3, 3, 3, 3}, List.of(),
                Stat.named("sprite").side("fey").caster("wizard", 3, "magic-missile").innate().at(1, 1),
                Stat.named("ann").at(9, 9), Stat.named("bob").at(6, 5), Stat.named("cat").at(5, 3));
        battle.does(ready("bob", "{\"on\":\"Moved\",\"by\":{\"side\":\"ally\"}}", attack("bob", "sprite", "sword")));
        battle.does(end("bob"));
        battle.does(ready("sprite", "{\"on\":\"Moved\",\"by\":{\"side\":\"enemy\"}}", cast("sprite", "magic-missile", "bob")));
        battle.does(end("sprite"));
        // on a grid one hides only where an observer cannot see plainly (001 › Conditions for Stealth): the GM rules
        // Ann unseen by Sprite, then she hides
        battle.does("{\"type\":\"ApplyCondition\",\"target\":\"ann\",\"condition\":\"invisible\"}");
        battle.does("{\"type\":\"Hide\",\"actor\":\"ann\",\"by\":\"ann\"}");
        battle.does(end("ann"));
        battle.does("{\"type\":\"Move\",\"actor\":\"cat\",\"path\":[{\"x\":5,\"y\":4}]}");
        battle.does(declare("sprite"));
        return battle;
    }
}
