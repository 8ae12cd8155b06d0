package battleledger.kernel.combat;

import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.Situation;
import battleledger.kernel.model.Situation.Cover;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.combat.AnnAndTheOrc.annBesideOrc;
import static battleledger.kernel.combat.AnnAndTheOrc.bow;
import static battleledger.kernel.combat.AnnAndTheOrc.orc;
import static battleledger.kernel.combat.AnnAndTheOrc.sword;
import static battleledger.kernel.support.Events.first;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The conditions' effects on attacks (001 › Conditions), advantage and disadvantage cancelling (001 › Basic Rules), and
 * a dodging target (001 › Combat › Actions in Combat › Dodge): what the attacker's and the target's state does to an
 * attack.
 */
class ConditionsOnAttacksTest {

    @Test
    @DisplayName("001 › Conditions: attacks against a paralyzed, stunned, unconscious, restrained or blinded "
            + "creature have advantage")
    void attacksAgainstAHelplessCreatureHaveAdvantage() {
        annBesideOrc(orc()).then(new ApplyCondition("orc", Condition.STUNNED, null))
                .when(sword("orc"), 2, 14, 3).then(events -> {
                    AttackRolled a = first(events, AttackRolled.class);
                    assertThat(a.roll().advantage()).containsExactly("target stunned");
                    assertThat(a.roll().kept()).containsExactly(14);
                });
    }

    @Test
    @DisplayName("001 › Conditions › Prone: melee against it has advantage; ranged beyond 10 feet disadvantage")
    void aProneTargetIsEasierInMeleeAndHarderFromAfar() {
        annBesideOrc(orc()).then(new ApplyCondition("orc", Condition.PRONE, null))
                .when(sword("orc"), 2, 14, 3)
                .then(events -> assertThat(first(events, AttackRolled.class).roll().advantage())
                        .containsExactly("target prone"));
        Scene.of(Creature.named("ann").dex(14).bow("1d6"), orc())
                .then(new ApplyCondition("orc", Condition.PRONE, null))
                .when(bow("orc", new Situation(Cover.NONE, 30, false)), 15, 4)
                .then(events -> assertThat(first(events, AttackRolled.class).roll().disadvantage())
                        .containsExactly("target prone, attacker beyond 10 feet"));
        Scene.of(Creature.named("ann").dex(14).bow("1d6"), orc())
                .then(new ApplyCondition("orc", Condition.PRONE, null))
                .when(bow("orc", new Situation(Cover.NONE, 10, false)), 15, 4)
                .then(events -> assertThat(first(events, AttackRolled.class).roll().disadvantage()).isEmpty());
    }

    @Test
    @DisplayName("001 › Conditions › Prone: a prone creature takes a −2 penalty to attack rolls")
    void aProneAttackerTakesMinusTwo() {
        annBesideOrc(orc()).then(new ApplyCondition("ann", Condition.PRONE, null)).when(sword("orc"), 10, 3)
                .then(events -> assertThat(first(events, AttackRolled.class).roll().modifiers())
                        .contains(new Modifier("prone", -2)));
    }

    @Test
    @DisplayName("001 › Conditions: blinded, restrained and intoxicated attackers have disadvantage; "
            + "an invisible target imposes it")
    void impairedAttackersAndInvisibleTargetsHaveDisadvantage() {
        annBesideOrc(orc()).then(new ApplyCondition("ann", Condition.BLINDED, null))
                .then(new ApplyCondition("ann", Condition.INTOXICATED, null))
                .then(new ApplyCondition("orc", Condition.INVISIBLE, null))
                .when(sword("orc"), 15, 3).then(events -> {
                    AttackRolled a = first(events, AttackRolled.class);
                    assertThat(a.roll().disadvantage()).containsExactly("blinded", "intoxicated", "target invisible");
                    assertThat(a.roll().dice()).hasSize(2); // one extra d20 however many sources
                });
    }

    @Test
    @DisplayName("001 › Basic Rules › Advantage and Disadvantage: advantage and disadvantage cancel")
    void advantageAndDisadvantageCancelIntoOneD20() {
        annBesideOrc(orc()).then(new ApplyCondition("ann", Condition.BLINDED, null))
                .then(new ApplyCondition("orc", Condition.STUNNED, null))
                .when(sword("orc"), 11, 3).then(events -> {
                    AttackRolled a = first(events, AttackRolled.class);
                    assertThat(a.roll().dice()).containsExactly(11);
                    assertThat(a.roll().advantage()).containsExactly("target stunned");
                    assertThat(a.roll().disadvantage()).containsExactly("blinded");
                });
    }

    @Test
    @DisplayName("001 › Conditions › Charmed: a charmed creature cannot attack the charmer")
    void aCharmedCreatureCannotAttackItsCharmer() {
        annBesideOrc(orc()).then(new ApplyCondition("ann", Condition.CHARMED, "orc"))
                .when(sword("orc")).thenRejectedWith("charmed");
    }

    @Test
    @DisplayName("001 › Conditions › Frightened: disadvantage on attacks while the source of its fear is in sight")
    void aFrightenedCreatureAttacksWithDisadvantage() {
        annBesideOrc(orc()).then(new ApplyCondition("ann", Condition.FRIGHTENED, "orc"))
                .when(sword("orc"), 15, 3)
                .then(events -> assertThat(first(events, AttackRolled.class).roll().disadvantage())
                        .containsExactly("frightened"));
    }

    @Test
    @DisplayName("001 › Conditions › Intoxicated: damage against the creature is reduced by 1d6")
    void damageToAnIntoxicatedCreatureIsReducedBy1d6() {
        annBesideOrc(orc()).then(new ApplyCondition("orc", Condition.INTOXICATED, null))
                .when(sword("orc"), 15, 5, 2).then(events -> {
                    DamageDealt d = first(events, DamageDealt.class);
                    assertThat(d.reduction().total()).isEqualTo(2);
                    assertThat(d.amount()).isEqualTo(6); // 5 + 3 − 2
                });
    }

    @Test
    @DisplayName("001 › Conditions › Ethereal: half damage across the planes, except force damage")
    void anEtherealCreatureTakesHalfDamageFromTheMaterial() {
        annBesideOrc(orc()).then(new ApplyCondition("orc", Condition.ETHEREAL, null))
                .when(sword("orc"), 15, 5)
                .then(events -> assertThat(first(events, DamageDealt.class).amount()).isEqualTo(4)); // 8 → 4
        annBesideOrc(orc()).then(new ApplyCondition("orc", Condition.ETHEREAL, null))
                .then(new ApplyCondition("ann", Condition.ETHEREAL, null))
                .when(sword("orc"), 15, 5)
                .then(events -> assertThat(first(events, DamageDealt.class).amount()).isEqualTo(8));
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Dodge: +4 to AC until its next turn")
    void aDodgingTargetIsHarderToHit() {
        Scene.of(orc(), Creature.named("ann").str(16).sword("1d8"))
                .then(new battleledger.kernel.command.IntentCommand.Dodge("orc"))
                .then(new battleledger.kernel.command.IntentCommand.EndTurn("orc"))
                .then(new Move("ann", 5, List.of(), List.of("orc"), false))
                .when(sword("orc"), 11).then(events -> {
                    AttackRolled a = first(events, AttackRolled.class);
                    assertThat(a.acModifiers()).containsExactly(new Modifier("dodge", 4));
                    assertThat(a.roll().against()).isEqualTo(17);
                    assertThat(a.hit()).isFalse(); // 11 + 3 str + 2 proficiency = 16 < 13 + 4
                });
    }
}
