package battleledger.kernel.spell;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.DeclareReaction;
import battleledger.kernel.command.IntentCommand.EndSpell;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.PassReaction;
import battleledger.kernel.command.IntentCommand.Ready;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.narration.Line;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Found by a secrets sweep: lines that still named a caster nobody could perceive casting (000 › Perceiving a Caster
 * at Work: "If the need for a spell's components has been removed by ... the Innate Spellcasting trait ..., the
 * casting of the spell is imperceptible. If an imperceptible casting produces a perceptible effect, it's normally
 * impossible to determine who cast the spell"). The imp's magic is innate; the GM and the imp read who.
 */
class UnseenCasterSecretsTest {

    static Creature imp() {
        return Creature.named("imp").side("fiends").monster().wizard(3, "charm-person").innate();
    }

    static final Trigger ENEMY_CASTS = new Trigger("SpellBegun", new Trigger.Who("enemy", null), null, null);

    /** What everyone reads of these lines (the imp is nobody's target in them), none of which may name the imp. */
    static void nobodyReadsImp(List<Line> lines) {
        assertThat(lines).extracting(Line::text).noneMatch(t -> t.contains("Imp"));
    }

    static Line the(List<Line> lines, String secret) {
        return lines.stream().filter(l -> secret.equals(l.secret())).findFirst().orElseThrow(() ->
                new AssertionError("no line keeps the secret \"" + secret + "\" in " + lines));
    }

    @Test
    @DisplayName("000 › Perceiving a Caster at Work: charm person cast innately; everyone reads that Ann is charmed, "
            + "only the GM and the imp by whom")
    void whoCharmedIsTheGmsAndTheCastersToRead() {
        Scene.of(imp(), Creature.named("ann"))
                .when(CastSpell.at("imp", "charm-person", List.of("ann")), 1).thenLines(lines -> {
                    nobodyReadsImp(lines);
                    Line charmed = the(lines, "Ann is charmed (by Imp): Charm Person.");
                    assertThat(charmed.text()).isEqualTo("Ann is charmed: Charm Person.");
                    assertThat(charmed.privy()).containsExactly("imp");
                });
    }

    @Test
    @DisplayName("000 › Perceiving a Caster at Work: charm person cast with its components names its caster to all")
    void aSeenCharmerIsNamed() {
        Scene.of(Creature.named("wren").wizard(3, "charm-person"), Creature.named("ann").side("foes"))
                .when(CastSpell.at("wren", "charm-person", List.of("ann")), 1).thenLines(lines ->
                        assertThat(lines).extracting(Line::text).contains("Ann is charmed (by Wren): Charm Person."));
    }

    @Test
    @DisplayName("000 › Perceiving a Caster at Work: the imp ends the charm nobody saw it cast; the log does not say "
            + "who ended it")
    void endingAnUnseenSpellDoesNotNameItsCaster() {
        Scene charmed = Scene.of(imp(), Creature.named("ann"))
                .then(CastSpell.at("imp", "charm-person", List.of("ann")), 1)
                .then(new EndTurn("imp")).then(new EndTurn("ann"));
        String effect = charmed.state().battle().effects().get(0).id();
        charmed.when("imp", new EndSpell("imp", effect)).thenLines(lines -> {
            nobodyReadsImp(lines);
            Line ended = the(lines, "Imp ends a spell of theirs.");
            assertThat(ended.text()).isEqualTo("Someone ends a spell.");
            assertThat(ended.privy()).containsExactly("imp");
        });
    }

    /**
     * The imp readies charm person for when an enemy casts (readying is seen: "Imp readies an action."); Ann casts
     * magic missile at it; the readied charm goes off unseen, resolves first (002 › Sequences: the last declared
     * first), and Ann's missile spares its charmer (001 › Conditions › Charmed).
     */
    @Test
    @DisplayName("000 › Perceiving a Caster at Work: a readied charm person goes off; the offer, the reaction and the "
            + "target the charm spares read \"a creature\", not the imp")
    void aReadiedUnseenSpellDoesNotNameItsCaster() {
        Scene ready = Scene.of(imp(), Creature.named("ann").wizard(3, "magic-missile"))
                .then(new Ready("imp", ENEMY_CASTS, CastSpell.at("imp", "charm-person", List.of("$trigger"))))
                .then(new EndTurn("imp"));
        ready.when(CastSpell.at("ann", "magic-missile", List.of("imp"))).thenLines(lines -> {
            Line offered = the(lines, "Imp may take a readied action against Ann.");
            assertThat(offered.text()).isEqualTo("A creature may take a readied action against Ann.");
            assertThat(offered.privy()).containsExactly("imp");
        });
        ready.then(CastSpell.at("ann", "magic-missile", List.of("imp")))
                .when(new DeclareReaction("imp", null, null), 1).thenLines(lines -> {
                    assertThat(the(lines, "Imp takes the readied action.").text())
                            .isEqualTo("A creature takes the readied action.");
                    Line spared = the(lines, "Ann's spell spares Imp: Ann is charmed by Imp and cannot target it "
                            + "with harmful magical effects.");
                    assertThat(spared.text()).isEqualTo("Ann's spell spares a target it may not harm.");
                    assertThat(spared.privy()).containsExactly("imp");
                });
    }

    @Test
    @DisplayName("000 › Perceiving a Caster at Work: while the readied charm is awaited, Ann's player is refused "
            + "with \"a creature\" asked, not the imp")
    void aRefusalWhileAnUnseenSpellIsAwaitedDoesNotNameItsCaster() {
        var refused = attackedWhileACharmIsReadied().when("ann", new EndTurn("ann"))
                .thenRejectedWith("awaiting-reaction");
        assertThat(refused.getMessage()).contains("waits for a creature").doesNotContain("imp");
    }

    @Test
    @DisplayName("000 › Perceiving a Caster at Work: the imp lets its readied charm pass; the log reads \"a creature\"")
    void lettingAReadiedUnseenSpellPassDoesNotNameItsCaster() {
        attackedWhileACharmIsReadied().when(new PassReaction("imp"), 10, 2).thenLines(lines ->
                assertThat(the(lines, "Imp lets the reaction pass.").text())
                        .isEqualTo("A creature lets the reaction pass."));
    }

    /** The imp readied charm person for when an enemy attacks, and Ann attacks it: the battle waits for the imp. */
    static Scene attackedWhileACharmIsReadied() {
        Trigger attacked = new Trigger("AttackDeclared", new Trigger.Who("enemy", null), null, null);
        return Scene.of(imp(), Creature.named("ann").dagger())
                .then(new Ready("imp", attacked, CastSpell.at("imp", "charm-person", List.of("$trigger"))))
                .then(new EndTurn("imp"))
                .then(new Attack("ann", "imp", "dagger", null, false, null));
    }
}
